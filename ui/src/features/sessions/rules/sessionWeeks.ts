/** The two session lists: what is still to come, and what has happened. */
export type SessionList = 'upcoming' | 'past';

/** Upcoming starts with 2 weeks ahead, past with 1 week back. */
export const FIRST_WEEKS: Record<SessionList, number> = { upcoming: 2, past: 1 };

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * Tutors' and admins' lists reload this often, so a session booked, moved
 * or cancelled elsewhere shows without a reload.
 */
export const STAFF_REFRESH_MS = 20_000;

/** The query's time bounds, as the server's after_time / before_time. */
export interface SessionWindow {
  after_time: string;
  before_time: string;
}

/**
 * `weeks` whole weeks from `now`: forwards for upcoming sessions (those
 * not ended by now that start within the window), backwards for past ones.
 */
export function sessionWindow(list: SessionList, weeks: number, now: Date): SessionWindow {
  const span = weeks * WEEK_MS;
  const time = now.getTime();
  const [after, before] = list === 'upcoming' ? [time, time + span] : [time - span, time];
  return { after_time: new Date(after).toISOString(), before_time: new Date(before).toISOString() };
}

/** What the row under each list says, with sessions and without. */
export const LOAD_MORE_TEXT: Record<SessionList, { more: string; empty: string }> = {
  upcoming: {
    more: 'Load Next Week',
    empty: 'No upcoming sessions this week, click here to try loading the next week',
  },
  past: {
    more: 'Load Previous Week',
    empty: 'No past sessions this week, click here to try loading the previous week',
  },
};
