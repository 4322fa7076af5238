import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Tutor, TutorBody } from '../../../generated/api/schemas';
import { failed, openAs, sentTo } from '../../../test/openAs';
import { fakeTutorServer, type TutorServerOptions, tutorNamed } from '../testing/fakeTutorServer';

function openProfile(tutor: Tutor, replies?: TutorServerOptions['replies']) {
  return openAs('TUTOR', '/tutor/profile', fakeTutorServer({ tutors: [tutor], replies }));
}

const form = () => screen.findByRole('region', { name: 'Tutor profile' });
const field = (label: RegExp | string) =>
  within(screen.getByRole('region', { name: 'Tutor profile' })).getByLabelText(label);

async function edit() {
  await userEvent.click(within(await form()).getByRole('button', { name: 'Edit' }));
}

async function retype(label: RegExp | string, text: string) {
  await userEvent.clear(field(label));
  if (text) await userEvent.type(field(label), text);
}

describe("the tutor's profile", () => {
  it('starts read-only with the e-mail, subject and country shown', async () => {
    openProfile(tutorNamed('Tom'));
    await form();
    expect(field(/^First name/)).toHaveValue('Tom');
    expect(field(/^First name/)).toHaveAttribute('readonly');
    expect(field('E-mail')).toHaveValue('tom@plytime.test');
    expect(field('Subject')).toHaveValue('Maths');
    expect(field('Country')).toHaveValue('United Kingdom');
    expect(field('Gender')).toHaveValue('');
  });

  it('keeps the e-mail and subject read-only while editing', async () => {
    openProfile(tutorNamed('Tom'));
    await edit();
    expect(field(/^First name/)).not.toHaveAttribute('readonly');
    expect(field('E-mail')).toHaveAttribute('readonly');
    expect(field('Subject')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("explains 'Cannot be empty' for the required fields and keeps Save disabled", async () => {
    openProfile(tutorNamed('Tom'));
    await edit();
    for (const label of [/^First name/, /^Last name/, /^Phone number/, /^Postcode/]) {
      await retype(label, '');
      expect(field(label)).toHaveAccessibleDescription('Cannot be empty');
    }
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('asks for dates as YYYY-MM-DD', async () => {
    openProfile(tutorNamed('Tom'));
    await edit();
    await retype('Date of birth', '01/05/1980');
    expect(field('Date of birth')).toHaveAccessibleDescription('Is not a valid Date YYYY-MM-DD');
    await retype('Date of birth', '1980-02-29');
    expect(field('Date of birth')).not.toHaveAccessibleDescription();
  });

  it('shows the DBS issue date read-only, as recorded by Plytime, and never sends it', async () => {
    const app = openProfile(tutorNamed('Tom', { dbs_issue_date: '2025-01-10' }));
    await edit();
    const dbs = field('DBS issue date');
    expect(dbs).toHaveValue('2025-01-10');
    expect(dbs).toHaveAttribute('readonly');
    expect(dbs).toHaveAccessibleDescription('Recorded by Plytime from your DBS certificate');
    await retype(/^Postcode/, 'EH2 2AB');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(sentTo(app, 'PUT', 'tutor')[0]!.body).not.toHaveProperty('dbs_issue_date');
  });

  it("saves the whole profile, says 'Saved' and is read-only again", async () => {
    const app = openProfile(tutorNamed('Tom'));
    await edit();
    await retype(/^Phone number/, '020 7946 0000');
    await userEvent.selectOptions(field('Gender'), 'Male');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(await within(await form()).findByRole('button', { name: 'Edit' })).toBeVisible();
    const body = sentTo(app, 'PUT', 'tutor')[0]!.body as TutorBody;
    expect(body).toMatchObject({
      _id: 'tutor-tom',
      phone_number: '020 7946 0000',
      gender: 'Male',
      dob: '1980-05-01',
      sort_code: null,
    });
    // Only an admin changes the subject.
    expect(body).not.toHaveProperty('subject');
  });

  it("shows a failed save as a red 'Error: …' toast and keeps the edits", async () => {
    openProfile(tutorNamed('Tom'), { 'PUT tutor': () => failed(400, 'postcode: Too long') });
    await edit();
    await retype(/^Postcode/, 'EH1 1YZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: postcode: Too long')).toBeVisible();
    expect(field(/^Postcode/)).toHaveValue('EH1 1YZZZ');
  });

  it('shows the picture and tells the tutor to ask the admin to change it', async () => {
    openProfile(tutorNamed('Tom', { profile_picture: '/static-data/tom.jpg' }));
    const picture = await screen.findByRole('region', { name: 'Profile picture' });
    expect(within(picture).getByAltText('Your profile picture')).toHaveAttribute(
      'src',
      '/static-data/tom.jpg',
    );
    expect(
      within(picture).getByText('Please contact the admin to change your profile picture'),
    ).toBeVisible();
    expect(within(picture).queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'No such tutor' when the profile is missing", async () => {
    openProfile(tutorNamed('Tom'), { 'GET tutor': () => failed(404, 'No such tutor') });
    expect(await screen.findByText('No such tutor')).toBeVisible();
  });
});
