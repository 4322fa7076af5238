import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { openAs, sentTo } from '../../../test/openAs';
import {
  aConcern,
  aFlaggedMessage,
  fakeSafeguardingServer,
  openAsLead,
  PRIYA,
  SARAH,
} from '../testing/fakeSafeguardingServer';

const QUEUE = [
  aConcern(),
  aConcern({
    _id: 'concern-2',
    raised_at: '2026-03-01T10:00:00.000Z',
    raised_by: SARAH,
    session_id: null,
    session_starts_at: null,
    tutor: null,
    tutor_id: null,
    state: 'reviewing',
  }),
  aConcern({ _id: 'concern-3', raised_by: PRIYA, student: null, tutor: null, state: 'closed' }),
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe("the lead's concerns", () => {
  it('lists each concern: when, who raised it, whom it is about and its state', async () => {
    openAsLead('/admin/safeguarding', fakeSafeguardingServer({ concerns: QUEUE }));
    const table = await screen.findByRole('table', { name: 'Concerns' });
    expect(rowsOf(table)).toEqual([
      'Wed 4 Mar 09:05Ada Lovelace (student)Child: Ada LovelaceTutor: Priya ShahOpen',
      'Sun 1 Mar 10:00Sarah Lovelace (parent)Child: Ada LovelaceReviewing',
      'Wed 4 Mar 09:05Priya Shah (tutor)No one namedClosed',
    ]);
  });

  it('opens a concern from its row', async () => {
    const { app } = openAsLead('/admin/safeguarding', fakeSafeguardingServer({ concerns: QUEUE }));
    await userEvent.click(
      await screen.findByRole('row', { name: 'Concern raised by Sarah Lovelace, Sun 1 Mar 10:00' }),
    );
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/admin/safeguarding/concern/concern-2'),
    );
    expect(await screen.findByRole('region', { name: 'What happened' })).toBeVisible();
  });

  it('is not for an admin who is not the lead', async () => {
    const { app } = openAsLead('/admin/safeguarding', fakeSafeguardingServer(), { lead: false });
    expect(await screen.findByText('Only the safeguarding lead can see this page')).toBeVisible();
    expect(sentTo(app, 'GET', 'safeguarding/concerns')).toEqual([]);
  });

  it("shows the server's refusal when it refuses the list", async () => {
    openAsLead('/admin/safeguarding', {
      state: { concerns: [], flagged: [] },
      answer: (request) =>
        request.path === 'safeguarding/concerns'
          ? { status: 403, body: { errors: ['Only the safeguarding lead can do this'] } }
          : undefined,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'API Error: Only the safeguarding lead can do this',
    );
  });
});

describe('the flagged messages', () => {
  async function openFlagged(server = fakeSafeguardingServer()) {
    const opened = openAsLead('/admin/safeguarding', server);
    await userEvent.click(await screen.findByRole('tab', { name: 'Flagged messages' }));
    const table = await screen.findByRole('table', { name: 'Flagged messages' });
    return { ...opened, table };
  }

  it('shows what both sides saw beside what was written', async () => {
    const { table } = await openFlagged();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'From', 'Child', 'What they saw', 'What was written', '']);
    expect(rowsOf(table)).toEqual([
      'Thu 5 Mar 17:30Priya Shah (tutor)Ada LovelaceText me on [contact details removed]Text me on 07700 900123Mark reviewed',
    ]);
  });

  it('marks a message reviewed, which greys its row', async () => {
    const server = fakeSafeguardingServer({
      flagged: [
        aFlaggedMessage(),
        aFlaggedMessage({ _id: 'note-2', flagged_at: '2026-03-02T08:00:00.000Z' }),
      ],
    });
    const { app, table } = await openFlagged(server);
    const row = within(table).getByRole('row', {
      name: 'Message from Priya Shah, Thu 5 Mar 17:30',
    });
    expect(row).not.toHaveAttribute('data-reviewed');
    await userEvent.click(within(row).getByRole('button', { name: 'Mark reviewed' }));

    await waitFor(() => expect(row).toHaveAttribute('data-reviewed', 'true'));
    expect(within(row).getByText(/^Reviewed /)).toBeVisible();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(sentTo(app, 'PUT', 'safeguarding/flagged_message/note-1/reviewed')).toHaveLength(1);
    expect(
      within(table).getByRole('row', { name: 'Message from Priya Shah, Mon 2 Mar 08:00' }),
    ).not.toHaveAttribute('data-reviewed');
  });
});

describe('the admin home', () => {
  it('offers Safeguarding to the lead, with the concerns no one has looked at', async () => {
    openAsLead('/admin', fakeSafeguardingServer({ concerns: QUEUE }));
    const card = await screen.findByRole('region', { name: 'Safeguarding' });
    expect(within(card).getByRole('link', { name: 'Safeguarding' })).toHaveAttribute(
      'href',
      '/admin/safeguarding',
    );
    expect(await within(card).findByText('1 new concern to look at.')).toBeVisible();
  });

  it('offers it to no other admin', async () => {
    const app = openAs('ADMIN', '/admin', fakeSafeguardingServer().answer);
    await screen.findByText('Hello, Ada');
    expect(screen.queryByRole('link', { name: 'Safeguarding' })).not.toBeInTheDocument();
    expect(sentTo(app, 'GET', 'safeguarding/concerns')).toEqual([]);
  });
});
