import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Role } from '../../../generated/api/schemas';
import { meFor } from '../../../test/fakeTransport';
import { failed, openAs, sentTo } from '../../../test/openAs';
import { aRaisedConcern, fakeConcernServer } from '../testing/fakeConcernServer';

const HOMES: Partial<Record<Role, string>> = {
  STUDENT: '/student',
  PARENT: '/parent',
  TUTOR: '/tutor',
};

/** Opens `role`'s home against the concern server and returns it. */
function home(role: Role, server = fakeConcernServer()) {
  const app = openAs(role, HOMES[role]!, server.answer);
  return { app, server };
}

async function openDialog(button: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('a child telling us what worried them', () => {
  it('asks in words for a child, with the focus in the box', async () => {
    home('STUDENT');
    const tile = await screen.findByRole('region', { name: 'Feeling worried?' });
    expect(
      within(tile).getByRole('button', { name: 'Tell us if something worried you' }),
    ).toBeVisible();
    const dialog = await openDialog('Tell us if something worried you', 'Tell us what worried you');
    const box = within(dialog).getByRole('textbox', {
      name: 'What happened? You can tell us anything.',
    });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toBeRequired();
    expect(within(dialog).getByText('0 / 4000 characters')).toBeVisible();
  });

  it('sends what they wrote and thanks them, then lists it as received', async () => {
    const { app } = home('STUDENT');
    const dialog = await openDialog('Tell us if something worried you', 'Tell us what worried you');
    await userEvent.type(within(dialog).getByRole('textbox'), 'A boy in the game was mean');
    expect(within(dialog).getByText('26 / 4000 characters')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const thanks = await within(dialog).findByRole('status');
    expect(thanks).toHaveTextContent(
      'Thank you for telling us. A grown-up at Plytime will read this.',
    );
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(sentTo(app, 'POST', 'concern').map((request) => request.body)).toEqual([
      { what_happened: 'A boy in the game was mean' },
    ]);
    const told = await within(dialog).findByRole('region', { name: 'Concerns you have raised' });
    expect(within(told).getByRole('listitem')).toHaveTextContent(
      /A boy in the game was mean.*Received/,
    );
  });

  it('says the box is empty instead of sending nothing', async () => {
    const { app } = home('STUDENT');
    const dialog = await openDialog('Tell us if something worried you', 'Tell us what worried you');
    await userEvent.type(within(dialog).getByRole('textbox'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Cannot be empty')).toBeVisible();
    expect(sentTo(app, 'POST', 'concern')).toEqual([]);
  });

  it('says at once when it is too long, keeping every word', async () => {
    const { app } = home('STUDENT');
    const dialog = await openDialog('Tell us if something worried you', 'Tell us what worried you');
    const box = within(dialog).getByRole('textbox');
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(4001));
    expect(box).toHaveValue('a'.repeat(4001));
    expect(within(dialog).getByText('Is too long')).toBeVisible();
    expect(within(dialog).getByText('4001 / 4000 characters')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(sentTo(app, 'POST', 'concern')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    const server = fakeConcernServer();
    openAs('STUDENT', '/student', (request) =>
      request.method === 'POST' && request.path === 'concern'
        ? failed(400, 'what_happened: Cannot be empty')
        : server.answer(request),
    );
    const dialog = await openDialog('Tell us if something worried you', 'Tell us what worried you');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Something');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'API Error: what_happened: Cannot be empty',
    );
  });

  it('is not offered to a parent signed in as the child', async () => {
    openAs('STUDENT', '/student', fakeConcernServer().answer, {
      ...meFor('STUDENT'),
      acting_parent: { first_name: 'Sarah', email: 'sarah@plytime.test' },
    });
    expect(await screen.findByText('Report a concern from your own account.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /worried/ })).not.toBeInTheDocument();
  });
});

describe('an adult reporting a concern', () => {
  it('lets a parent name one of their children', async () => {
    const { app } = home('PARENT');
    const dialog = await openDialog('Report a concern', 'Report a concern');
    const box = within(dialog).getByRole('textbox', { name: 'What happened?' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'A stranger messaged Ben');
    const child = await within(dialog).findByRole('combobox', {
      name: 'Which child is this about?',
    });
    expect(
      within(child)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not about one child', 'Ada', 'Ben']);
    await userEvent.selectOptions(child, 'Ben');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you. We have received your concern and our safeguarding lead will look at it.',
    );
    expect(sentTo(app, 'POST', 'concern').map((request) => request.body)).toEqual([
      { what_happened: 'A stranger messaged Ben', student_id: 'student-ben' },
    ]);
  });

  it("lists a tutor's earlier concerns with where each stands, in plain words", async () => {
    home(
      'TUTOR',
      fakeConcernServer([
        aRaisedConcern({ _id: 'c2', what_happened: 'Second', state: 'reviewing' }),
        aRaisedConcern({ _id: 'c1', state: 'closed' }),
      ]),
    );
    const dialog = await openDialog('Report a concern', 'Report a concern');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    const raised = await within(dialog).findByRole('region', { name: 'Concerns you have raised' });
    expect(
      within(raised)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/Second\s*Being looked at$/),
      expect.stringMatching(
        /^4 March 2026, \d\d:\d\dSomeone in a lesson asked where I live…Closed$/,
      ),
    ]);
  });
});
