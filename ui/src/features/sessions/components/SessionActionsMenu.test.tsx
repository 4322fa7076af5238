import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo } from '../testing/fakeSessionServer';
import { openSessionsView } from '../testing/openSessionsView';
import { sessionInDays } from '../testing/sessionFixtures';
import { MENU_ITEMS, openActionsMenu } from '../testing/sessionMenus';

const upcoming = sessionInDays(1, { _id: 'upcoming' });
const cancelled = sessionInDays(2, { _id: 'cancelled', cancelled: true, status: 'Cancelled' });
// A missed session can still be made up; one both attended cannot be moved (sessionMenu.test.ts).
const missed = sessionInDays(-1, { _id: 'missed', status: 'Missed(student)' });

describe('the actions menu', () => {
  it.each([
    [
      'tutor',
      upcoming,
      'Upcoming sessions',
      [
        'Open',
        'Cancel Single Session',
        'Reschedule Subscription',
        'Substitute Subscription Tutor',
        'Messages',
        'Reschedule Single Session',
      ],
    ],
    [
      'tutor',
      missed,
      'Past sessions',
      [
        'Reschedule Subscription',
        'Substitute Subscription Tutor',
        'Reschedule Single Session',
        'Whiteboard',
        'Write report',
      ],
    ],
    [
      'admin',
      upcoming,
      'Upcoming sessions',
      [
        'Open',
        'Reschedule Single Session',
        'Cancel Single Session',
        'Reschedule Future Sessions',
        'Substitute Subscription Tutor',
        'Messages',
      ],
    ],
    [
      'admin',
      missed,
      'Past sessions',
      [
        'Reschedule Single Session',
        'Reschedule Future Sessions',
        'Substitute Subscription Tutor',
        'Whiteboard',
        'Report',
      ],
    ],
  ] as const)('in the %s view for %o (%s) offers %o', async (view, session, table, items) => {
    const transport = openSessionsView(view, { sessions: [session] });
    expect(await openActionsMenu(table, 1)).toEqual(items);
    const request = callsTo(transport, 'session/list/upcoming')[0]!;
    expect(request.query).toContainEqual(['tutor_id', 'tutor-tom']);
  });

  it.each(['tutor', 'admin'] as const)(
    'is not there for a cancelled session (%s)',
    async (view) => {
      openSessionsView(view, { sessions: [cancelled] });
      const table = await screen.findByRole('table', { name: 'Upcoming sessions' });
      const row = within(table).getAllByRole('row')[1]!;
      expect(row).toHaveTextContent('Cancelled');
      expect(within(row).queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    },
  );

  it.each(['tutor', 'admin'] as const)('links Open to the live session page (%s)', async (view) => {
    openSessionsView(view, { sessions: [upcoming] });
    await openActionsMenu('Upcoming sessions', 1);
    expect(screen.getByRole('menuitem', { ...MENU_ITEMS, name: 'Open' })).toHaveAttribute(
      'href',
      `/tutor/session/${encodeURIComponent(upcoming._id)}`,
    );
  });

  it("links Messages to the student's review page for the subject", async () => {
    openSessionsView('tutor', { sessions: [upcoming] });
    await openActionsMenu('Upcoming sessions', 1);
    expect(screen.getByRole('menuitem', { ...MENU_ITEMS, name: 'Messages' })).toHaveAttribute(
      'href',
      '/tutor/session/student-ada/subject-maths',
    );
  });

  it.each([
    ['tutor', false, 'Write report'],
    ['tutor', true, 'Report'],
    ['admin', false, 'Report'],
  ] as const)(
    "links a finished session's report to its page (%s, sent: %s)",
    async (view, sent, label) => {
      const over = sessionInDays(-1, { _id: 'over', status: 'Attended', report_sent: sent });
      openSessionsView(view, { sessions: [over] });
      await openActionsMenu('Past sessions', 1);
      expect(screen.getByRole('menuitem', { ...MENU_ITEMS, name: label })).toHaveAttribute(
        'href',
        '/session/over/report',
      );
    },
  );
});
