import type { Session } from '../../../generated/api/schemas';
import type { WallClock } from '../../../lib/dates';
import { londonInstant, londonWallClock } from '../../../lib/londonTime';

const MINUTE_MS = 60_000;

/** The London day of week of `clock`, 0 being Monday as the server counts. */
function weekdayOf(clock: WallClock): number {
  return (new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay() + 6) % 7;
}

/** A booked 15-minute Maths session of Ada's with Tom starting at `start`. */
export function aSession(start: string, overrides: Partial<Session> = {}): Session {
  const begins = new Date(start);
  const clock = londonWallClock(begins);
  const length = overrides.session_length ?? 15;
  return {
    _id: `session-${start}`,
    recurring_session_id: 'weekly-1',
    subscription_id: 'subscription-1',
    student_id: 'student-ada',
    parent_id: 'parent-1',
    tutor_id: 'tutor-tom',
    day_of_week: weekdayOf(clock),
    session_time: clock.hours * 60 + clock.minutes,
    session_length: length,
    session_date_time: begins.toISOString(),
    session_date_time_end: new Date(begins.getTime() + length * MINUTE_MS).toISOString(),
    subject: { _id: 'subject-maths', name: 'Maths' },
    participants: ['uid-ada', 'uid-tom'],
    paid: true,
    cancelled: false,
    relative_level: 'On track',
    rescheduled: false,
    substituted: false,
    needs_substitute: false,
    student: { _id: 'student-ada', name: 'Ada Lovelace', first_name: 'Ada', school_year: 3 },
    tutor: { _id: 'tutor-tom', first_name: 'Tom' },
    register: [],
    status: 'Booked',
    report_sent: false,
    ...overrides,
  };
}

/** `minutes` after `iso`, as a Date (negative goes back). */
export function minutesAfter(iso: string, minutes: number): Date {
  return new Date(Date.parse(iso) + minutes * MINUTE_MS);
}

/** `hours`:`minutes` London time on the day `days` from today (negative: before today). */
function londonTimeInDays(days: number, hours: number, minutes: number): Date {
  const today = londonWallClock(new Date());
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return londonInstant({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hours,
    minutes,
  });
}

/**
 * A session at 17:00 London time on the day `days` from today (negative:
 * before today), so dialogs start from an hour they offer.
 */
export function sessionInDays(days: number, overrides: Partial<Session> = {}): Session {
  return aSession(londonTimeInDays(days, 17, 0).toISOString(), overrides);
}

/** A session at `hours`:`minutes` London time on the next `weekday` (0 is Monday) after today. */
export function sessionOnNext(
  weekday: number,
  hours: number,
  minutes: number,
  overrides: Partial<Session> = {},
): Session {
  const days = (weekday - weekdayOf(londonWallClock(new Date())) + 7) % 7 || 7;
  return aSession(londonTimeInDays(days, hours, minutes).toISOString(), overrides);
}

/** The date input's value for the London date `days` from today. */
export function dateInputInDays(days: number): string {
  return sessionInDays(days).session_date_time.slice(0, 10);
}
