import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportResponse } from '../../../lib/api/transport';
import { ADD_STUDENT_BUSY, STUDENT_CREATED, USERNAME_TAKEN } from '../hooks/useNewStudentForm';
import {
  openAsParent,
  type ParentServerOptions,
  sarahsProfile,
  sentTo,
} from '../testing/fakeParentServer';

async function openStudentForm(studentReply?: ParentServerOptions['studentReply']) {
  const app = openAsParent('/parent', { profile: sarahsProfile(), studentReply });
  const form = await screen.findByRole('region', { name: 'Add a student' });
  return { ...app, form };
}

async function fillInCy(form: HTMLElement) {
  const field = (label: RegExp) => within(form).getByLabelText(label);
  await userEvent.type(field(/^First name/), 'Cy');
  await userEvent.type(field(/^Last name/), 'Lovelace');
  await userEvent.type(field(/^Username/), 'cy');
  await userEvent.type(field(/^Date of birth/), '2017-05-14');
  await userEvent.selectOptions(field(/^Gender/), 'Other');
  await userEvent.type(field(/^School$/), 'Hill Primary');
  await userEvent.selectOptions(field(/^School year/), 'Year 3');
}

function createStudent(form: HTMLElement) {
  return userEvent.click(within(form).getByRole('button', { name: 'Create student' }));
}

describe('adding a student', () => {
  it('has the student fields and the submit label Create student', async () => {
    const { form } = await openStudentForm();
    for (const label of [
      /^First name/,
      /^Last name/,
      /^Username/,
      /^Date of birth/,
      /^Gender/,
      /^School$/,
      /^School year/,
    ]) {
      expect(within(form).getByLabelText(label)).toBeVisible();
    }
    const genders = within(within(form).getByLabelText(/^Gender/)).getAllByRole('option');
    expect(genders.map((option) => option.textContent)).toEqual([
      'Choose…',
      'Female',
      'Male',
      'Other',
    ]);
    const years = within(within(form).getByLabelText(/^School year/)).getAllByRole('option');
    expect(years).toHaveLength(7);
  });

  it('says what is missing and sends nothing', async () => {
    const { form, transport } = await openStudentForm();
    await createStudent(form);
    expect(within(form).getByLabelText(/^First name/)).toHaveAccessibleDescription(
      'Cannot be empty',
    );
    expect(within(form).getByText('Is not a valid Date YYYY-MM-DD')).toBeVisible();
    expect(
      within(form).getByText(
        'Must be a whole number from 1 to 6. Content for other years coming soon.',
      ),
    ).toBeVisible();
    expect(sentTo(transport, 'parent/student')).toEqual([]);
  });

  it("creates the student, says so, and adds a 'Login as' button", async () => {
    const { form, transport } = await openStudentForm();
    await fillInCy(form);
    await createStudent(form);

    expect(await screen.findByText(STUDENT_CREATED)).toBeVisible();
    expect(STUDENT_CREATED).toBe(
      'Student created. Please check your email for their one-time password.',
    );
    expect(sentTo(transport, 'parent/student')[0]?.body).toEqual({
      first_name: 'Cy',
      last_name: 'Lovelace',
      username: 'cy',
      dob: '2017-05-14',
      gender: 'Other',
      school: 'Hill Primary',
      school_year: 3,
    });
    expect(await screen.findByRole('button', { name: 'Login as Cy' })).toBeVisible();
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('');
  });

  it("shows 'Username is already taken' when the server answers 403", async () => {
    const { form } = await openStudentForm(() => ({
      status: 403,
      body: { errors: [USERNAME_TAKEN] },
    }));
    await fillInCy(form);
    await createStudent(form);

    expect(await screen.findByText(`Error: ${USERNAME_TAKEN}`)).toBeVisible();
    expect(within(form).getByLabelText(/^Username/)).toHaveAccessibleDescription(
      expect.stringContaining(USERNAME_TAKEN),
    );
    expect(screen.queryByRole('button', { name: 'Login as Cy' })).not.toBeInTheDocument();
  });

  it("puts the server's field messages under their fields", async () => {
    const { form } = await openStudentForm(() => ({
      status: 400,
      body: { errors: ['dob: Is not a valid Date YYYY-MM-DD'] },
    }));
    await fillInCy(form);
    await createStudent(form);

    expect(await screen.findByText('Error: dob: Is not a valid Date YYYY-MM-DD')).toBeVisible();
    expect(within(form).getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
      'Is not a valid Date YYYY-MM-DD',
    );
  });

  it("refuses a second submit while busy with 'Cannot add student when busy'", async () => {
    let answer: (response: TransportResponse) => void = () => {};
    const { form, transport } = await openStudentForm(
      () => new Promise<TransportResponse>((resolve) => (answer = resolve)),
    );
    await fillInCy(form);
    await createStudent(form);
    await waitFor(() => expect(sentTo(transport, 'parent/student')).toHaveLength(1));

    // The button is disabled while busy, so the second submit comes from the form itself.
    fireEvent.submit(form.querySelector('form')!);
    expect(await screen.findByText(`Error: ${ADD_STUDENT_BUSY}`)).toBeVisible();
    expect(sentTo(transport, 'parent/student')).toHaveLength(1);

    answer({
      status: 200,
      body: {
        _id: 's',
        uid: 'u',
        parent_id: 'p',
        username: 'cy',
        first_name: 'Cy',
        last_name: 'L',
        school_year: 3,
      },
    });
    expect(await screen.findByText(STUDENT_CREATED)).toBeVisible();
  });
});
