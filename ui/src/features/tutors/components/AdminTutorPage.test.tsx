import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { PictureUploadFor, TutorBody } from '../../../generated/api/schemas';
import { failed, ok, openAs, sentTo } from '../../../test/openAs';
import {
  fakeTutorServer,
  slot,
  type TutorServerOptions,
  tutorNamed,
  weekOf,
} from '../testing/fakeTutorServer';

// jsdom cannot decode images; the compression itself is tested on its own.
vi.mock('../../../lib/images/compressImage', () => ({
  compressImage: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
  blobToBase64: async () => 'anBlZw==',
}));

const TOM = tutorNamed('Tom');
const STORED_PICTURE = '/static-data/pictures/uid-tom.jpg';

function openTutor(id = TOM._id, replies: TutorServerOptions['replies'] = {}) {
  const server = fakeTutorServer({
    tutors: [TOM],
    weeks: { [TOM._id]: weekOf([slot(1, 600, { busy: true })]) },
    replies: { 'POST profile/uid-tom/picture': () => ok({ path: STORED_PICTURE }), ...replies },
  });
  return openAs('ADMIN', `/admin/tutors/${id}`, server);
}

const region = (name: string) => screen.findByRole('region', { name });

describe("the admin's view of a tutor", () => {
  it("lets the admin change the tutor's subject", async () => {
    const app = openTutor();
    const form = await region('Tutor profile');
    const subject = within(form).getByLabelText('Subject');
    expect(subject).toHaveValue('maths');
    expect(subject).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await userEvent.selectOptions(subject, 'english');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect((sentTo(app, 'PUT', 'tutor')[0]!.body as TutorBody).subject).toBe('english');
    expect(within(form).getByLabelText('Subject')).toHaveValue('english');
  });

  it("records the date of the tutor's DBS certificate", async () => {
    const app = openTutor();
    const form = await region('Tutor profile');
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    const dbs = within(form).getByLabelText('DBS issue date');
    expect(dbs).not.toHaveAttribute('readonly');
    await userEvent.type(dbs, '2024-02-30');
    expect(dbs).toHaveAccessibleDescription('Is not a valid Date YYYY-MM-DD');
    await userEvent.clear(dbs);
    await userEvent.type(dbs, '2025-01-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect((sentTo(app, 'PUT', 'tutor')[0]!.body as TutorBody).dbs_issue_date).toBe('2025-01-10');
  });

  it('shows a DBS issue date in the future, refused by the server, under the field', async () => {
    openTutor(TOM._id, {
      'PUT tutor': () => failed(400, 'dbs_issue_date: Cannot be in the future'),
    });
    const form = await region('Tutor profile');
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    const dbs = within(form).getByLabelText('DBS issue date');
    await userEvent.type(dbs, '2099-01-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dbs).toHaveAccessibleDescription('Cannot be in the future'));
    expect(dbs).toHaveValue('2099-01-10');
  });

  it("uploads a new picture for the tutor's account", async () => {
    const app = openTutor();
    const picture = await region('Profile picture');
    const chooser = picture.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(chooser, new File(['png'], 'tom.png', { type: 'image/png' }));
    await userEvent.click(within(picture).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Picture saved')).toBeVisible();
    expect(sentTo(app, 'POST', 'profile/uid-tom/picture')[0]!.body).toEqual({
      content_base64: 'anBlZw==',
      content_type: 'image/jpeg',
      user_role: 'TUTOR',
    } satisfies PictureUploadFor);
    expect(within(picture).getByAltText("Tom's picture")).toHaveAttribute('src', STORED_PICTURE);
  });

  it("shows the tutor's availability, editable by the admin", async () => {
    openTutor();
    const availability = await region('Availability');
    expect(await within(availability).findByText('Booked')).toBeVisible();
    expect(within(availability).getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it("says 'No such tutor' for an unknown id", async () => {
    openTutor('tutor-nobody');
    expect(await screen.findByText('No such tutor')).toBeVisible();
  });
});
