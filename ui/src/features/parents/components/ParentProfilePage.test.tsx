import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { COUNTRIES } from '../choices';
import { openAsParent, PARENT_EMAIL, sarahsProfile, sentTo } from '../testing/fakeParentServer';

async function profileForm() {
  return screen.findByRole('region', { name: 'Your profile' });
}

describe('the profile page of a new parent', () => {
  it('starts in edit mode with Clear, United Kingdom chosen', async () => {
    openAsParent('/parent/profile', { profile: null });
    const form = await profileForm();
    expect(within(form).getByRole('button', { name: 'Clear' })).toBeVisible();
    expect(within(form).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Country')).toHaveValue('United Kingdom');
    const options = within(within(form).getByLabelText('Country')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...COUNTRIES]);
    expect(options[0]).toHaveTextContent('United Kingdom');
  });

  it('Clear empties what was typed and stays in edit mode', async () => {
    openAsParent('/parent/profile', { profile: null });
    const form = await profileForm();
    await userEvent.type(within(form).getByLabelText(/^Postcode/), 'EH1 1YZ');
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(within(form).getByLabelText(/^Postcode/)).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('the profile page of an existing parent', () => {
  it('starts read-only with Edit, then offers Save and Cancel', async () => {
    openAsParent('/parent/profile', { profile: sarahsProfile() });
    const form = await profileForm();
    expect(within(form).getByText('Your profile')).toBeVisible();
    expect(within(form).getByLabelText(/^Postcode/)).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('E-mail')).toHaveValue(PARENT_EMAIL);
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('readonly');
  });

  it("explains 'Cannot be empty' and keeps Save disabled without a postcode or phone", async () => {
    openAsParent('/parent/profile', { profile: sarahsProfile() });
    const form = await profileForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(form).getByLabelText(/^Postcode/));
    await userEvent.clear(within(form).getByLabelText(/^Phone number/));
    expect(within(form).getByLabelText(/^Postcode/)).toHaveAccessibleDescription('Cannot be empty');
    expect(within(form).getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      'Cannot be empty',
    );
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(form).getByLabelText(/^Postcode/)).toHaveValue('SW1A 1AA');
    expect(within(form).queryByText('Cannot be empty')).not.toBeInTheDocument();
  });

  it("saves a change with PUT, says 'Saved' and is read-only again", async () => {
    const { transport } = openAsParent('/parent/profile', { profile: sarahsProfile() });
    const form = await profileForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    const phone = within(form).getByLabelText(/^Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '020 7946 0000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeVisible();
    expect(sentTo(transport, 'parent')).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: expect.objectContaining({ phone_number: '020 7946 0000' }),
      }),
    ]);
    const saved = await profileForm();
    expect(within(saved).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(within(saved).getByLabelText(/^Phone number/)).toHaveValue('020 7946 0000');
  });

  it("shows a failed save as a red 'Error: ' toast and keeps the edits", async () => {
    openAsParent('/parent/profile', {
      profile: sarahsProfile(),
      saveReply: () => ({
        status: 400,
        body: { errors: ['postcode: Not a postcode we know', 'phone_number: Too short'] },
      }),
    });
    const form = await profileForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(form).getByLabelText(/^Postcode/), 'X');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Error: postcode: Not a postcode we know, phone_number: Too short'),
    ).toBeVisible();
    expect(within(form).getByLabelText(/^Postcode/)).toHaveValue('SW1A 1AAX');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeVisible();
  });
});
