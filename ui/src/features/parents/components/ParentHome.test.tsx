import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { onANarrowWindow } from '../../../test/narrowWindow';
import { openAsParent, PARENT_EMAIL, sarahsProfile, sentTo } from '../testing/fakeParentServer';

/** Logs in as Ada from Sarah's home and waits for Ada's. */
async function loginAsAda() {
  const app = openAsParent('/parent', { profile: sarahsProfile() });
  await userEvent.click(await screen.findByRole('button', { name: 'Login as Ada' }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/student'));
  await screen.findByText('Hello, Ada');
  return app;
}

/** Sarah is back on her sign-in page, Ada's session ended, her e-mail filled in. */
async function expectSarahsSignIn(app: Awaited<ReturnType<typeof loginAsAda>>) {
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/signin/parent'));
  expect(app.transport.signOut).toHaveBeenCalled();
  expect(await screen.findByLabelText('E-mail')).toHaveValue(PARENT_EMAIL);
}

describe('the parent home without a profile', () => {
  it('shows only the profile-creation form, in edit mode with Clear', async () => {
    openAsParent('/parent', { profile: null });
    const form = await screen.findByRole('region', { name: 'Your profile' });
    expect(within(form).getByText('Create your profile')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Clear' })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveValue(PARENT_EMAIL);
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a student' })).not.toBeInTheDocument();
  });

  it('creates the profile, says Saved and then offers the parent menu', async () => {
    const { transport } = openAsParent('/parent', { profile: null });
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Sarah');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Isle of Man');
    await userEvent.type(screen.getByLabelText(/^Postcode/), 'IM1 1AA');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '01624 600000');
    await userEvent.click(screen.getByRole('checkbox', { name: /E-mail me news/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeVisible();
    expect(sentTo(transport, 'parent')).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {
          first_name: 'Sarah',
          last_name: 'Lovelace',
          country: 'Isle of Man',
          postcode: 'IM1 1AA',
          phone_number: '01624 600000',
          email_opt_in: true,
        },
      }),
    ]);
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/parent/profile',
    );
    expect(screen.getByText('No students yet. Add your first child below.')).toBeVisible();
  });

  it('shows the new name in the header at once, in place of the e-mail', async () => {
    openAsParent('/parent', { profile: null });
    expect(await screen.findByTestId('display-name')).toHaveTextContent(PARENT_EMAIL);
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Sarah');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await userEvent.type(screen.getByLabelText(/^Postcode/), 'SW1A 1AA');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '07700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('display-name')).toHaveTextContent('Sarah Lovelace'),
    );
    expect(screen.getByText('Hello, Sarah Lovelace')).toBeVisible();
  }, 15_000);
});

describe('the parent home with a profile', () => {
  it('links to the profile, subscriptions, student performance and the Audio/Video Check', async () => {
    openAsParent('/parent', { profile: sarahsProfile() });
    await screen.findByRole('link', { name: 'Profile' });
    const targets = ['Profile', 'Subscriptions', 'Student performance', 'Audio/Video Check'].map(
      (name) => screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(targets).toEqual([
      '/parent/profile',
      '/parent/subscriptions',
      '/parent/student_performance',
      '/parent/diagnostics',
    ]);
    expect(screen.queryByRole('region', { name: 'Your profile' })).not.toBeInTheDocument();
  });

  it("has one 'Login as' button per student", async () => {
    openAsParent('/parent', { profile: sarahsProfile() });
    const students = await screen.findByRole('region', { name: 'Your students' });
    expect(
      within(students)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Login as Ada', 'Login as Ben']);
  });

  it("'Login as Ada' acts as Ada and opens the student home", async () => {
    const { transport, router } = openAsParent('/parent', { profile: sarahsProfile() });
    await userEvent.click(await screen.findByRole('button', { name: 'Login as Ada' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(transport.actAs).toHaveBeenCalledWith('student-ada');
    expect(await screen.findByText('Hello, Ada')).toBeVisible();
  });

  it("tells apart two children with the same first name on their 'Login as' buttons", async () => {
    const [ada] = sarahsProfile().students;
    openAsParent('/parent', {
      profile: sarahsProfile({
        students: [ada!, { ...ada!, _id: 'student-ada-b', username: 'adab', last_name: 'Byron' }],
      }),
    });
    const students = await screen.findByRole('region', { name: 'Your students' });
    expect(
      within(students)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Login as Ada L.', 'Login as Ada B.']);
  });
});

describe("the way back from 'Login as'", () => {
  it("offers 'Back to Sarah' in the header, which asks only for Sarah's password", async () => {
    const app = await loginAsAda();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Sarah' }));
    await expectSarahsSignIn(app);
  }, 15_000);

  it('is not offered to a parent signed in as herself', async () => {
    openAsParent('/parent', { profile: sarahsProfile() });
    await screen.findByRole('button', { name: 'Login as Ada' });
    expect(screen.queryByRole('button', { name: /^Back to/ })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    onANarrowWindow();

    it("is in the menu, beside 'Sign out'", async () => {
      const app = await loginAsAda();
      await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeVisible();
      await userEvent.click(within(menu).getByRole('button', { name: 'Back to Sarah' }));
      await expectSarahsSignIn(app);
    }, 15_000);
  });
});
