import { describe, expect, it } from 'vitest';

import { aSession, minutesAfter } from '../testing/sessionFixtures';
import { sessionActionLabel, sessionMenu, type SessionsView } from './sessionMenu';

const START = '2025-01-06T17:00:00.000Z';

function labels(view: SessionsView, minutesFromStart: number, cancelled = false) {
  const session = aSession(START, { cancelled, status: cancelled ? 'Cancelled' : 'Booked' });
  return sessionMenu(session, view, minutesAfter(START, minutesFromStart)).map((action) =>
    sessionActionLabel(action, session, view),
  );
}

describe('the session actions menu', () => {
  it.each([
    [
      'tutor',
      -60,
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
      'admin',
      5,
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
      'tutor',
      15,
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
      60 * 24,
      [
        'Reschedule Single Session',
        'Reschedule Future Sessions',
        'Substitute Subscription Tutor',
        'Whiteboard',
        'Report',
      ],
    ],
  ] as const)('in the %s view at %s minutes from the start offers %o', (view, minutes, items) => {
    expect(labels(view, minutes)).toEqual(items);
  });

  it.each(['tutor', 'admin'] as const)(
    'offers no move of a session that ended as Attended, only its plan and board (%s)',
    (view) => {
      const attended = aSession(START, { status: 'Attended' });
      const menu = sessionMenu(attended, view, minutesAfter(START, 60));
      expect(menu).not.toContain('rescheduleSingle');
      expect(menu).not.toContain('cancelSingle');
      expect(menu).toContain('whiteboard');
      expect(menu).toContain('report');
    },
  );

  it.each([
    ['tutor', false, 'Write report'],
    ['tutor', true, 'Report'],
    ['admin', false, 'Report'],
    ['admin', true, 'Report'],
  ] as const)(
    'in the %s view, with the report sent %s, names the report %s',
    (view, sent, label) => {
      const over = aSession(START, { status: 'Attended', report_sent: sent });
      expect(sessionActionLabel('report', over, view)).toBe(label);
    },
  );

  it.each(['tutor', 'admin'] as const)(
    'offers no report before the session is over (%s)',
    (view) => {
      const session = aSession(START);
      expect(sessionMenu(session, view, minutesAfter(START, 5))).not.toContain('report');
    },
  );

  it.each(['tutor', 'admin'] as const)('offers nothing for a cancelled session (%s)', (view) => {
    expect(labels(view, -60, true)).toEqual([]);
    expect(labels(view, 60, true)).toEqual([]);
  });
});
