import type { AssignedSession, AvailabilitySlot, Session } from '../../../generated/api/schemas';
import type { WallClock } from '../../../lib/dates';
import { londonInstant, londonWallClock } from '../../../lib/londonTime';
import { sessionTimes } from './sessionTiming';

/** Weekly slots are moved to 08:00–23:45 in quarter hours. */
export const RESCHEDULE_HOURS = Array.from({ length: 16 }, (_, index) => 8 + index);
export const RESCHEDULE_MINUTES = [0, 15, 30, 45];
/** Every hour of the day: offered while the tutor's week cannot be read, and the server decides. */
export const ALL_HOURS = Array.from({ length: 24 }, (_, index) => index);

/** The weekday (0 is Monday) of a date input's 'yyyy-MM-dd', or null. */
export function weekdayOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (day.getUTCDay() + 6) % 7;
}

/**
 * The hours a single session can be moved to on `date`: those in which the
 * tutor's week has a slot that weekday (the server refuses any other,
 * docs/scheduling.md). Every hour while the week is not known.
 */
export function rescheduleHours(
  week: readonly (readonly AvailabilitySlot[])[] | undefined,
  date: string,
): number[] {
  const weekday = weekdayOf(date);
  if (week === undefined || weekday === null) return ALL_HOURS;
  const hours = (week[weekday] ?? []).map((slot) => Math.floor(slot.time / 60));
  return [...new Set(hours)].sort((a, b) => a - b);
}

/** The notice beyond which cancelling should give way to moving. */
export const CANCEL_NOTICE_MS = 48 * 60 * 60_000;

/** A choice in a picker; null until something valid is chosen. */
export type Choice = number | null;

/** Only the hours and minutes on offer count as chosen. */
export const offeredHour = (hour: number): Choice =>
  RESCHEDULE_HOURS.includes(hour) ? hour : null;
export const offeredMinute = (minute: number): Choice =>
  RESCHEDULE_MINUTES.includes(minute) ? minute : null;

/** The date input's 'yyyy-MM-dd' as a London date at `hour`:`minute`, or null. */
export function rescheduleTarget(date: string, hour: Choice, minute: Choice): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match || hour === null || minute === null) return null;
  const clock: WallClock = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hours: hour,
    minutes: minute,
  };
  const target = londonInstant(clock);
  const back = londonWallClock(target);
  // 2025-02-30 and the like roll over into another day: not a valid date.
  return back.day === clock.day && back.month === clock.month ? target : null;
}

/**
 * Yes is enabled only for a valid date and time that is still to come
 * (and, as moving a session to its own time changes nothing, not that).
 */
export function canRescheduleTo(session: Session, target: Date | null, now: Date): boolean {
  return (
    target !== null &&
    target.getTime() > now.getTime() &&
    target.getTime() !== sessionTimes(session).start
  );
}

/** The reschedule dialog starts from the session's own London date and time. */
export function rescheduleStart(session: Session): { date: string; hour: Choice; minute: Choice } {
  const clock = londonWallClock(new Date(session.session_date_time));
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    hour: clock.hours,
    minute: offeredMinute(clock.minutes),
  };
}

export interface WeeklySlot {
  day: Choice;
  hour: Choice;
  minute: Choice;
}

/** A weekly day (0 is Monday) and London minutes from midnight. */
export type WeeklyTime = Pick<AssignedSession, 'day_of_week' | 'session_time'>;

/**
 * The subscription's weekly booking a session was made from, or null when
 * the subscription no longer has it (its slot has been moved meanwhile).
 * The session's own day and time are not that slot once the session
 * itself has been moved for one week.
 */
export function weeklyBookingOf(
  assigned: readonly AssignedSession[],
  session: Session,
): AssignedSession | null {
  return assigned.find((booking) => booking._id === session.recurring_session_id) ?? null;
}

/** A weekly time as the pickers show it. */
export function weeklySlotOf(weekly: WeeklyTime): WeeklySlot {
  return {
    day: weekly.day_of_week,
    hour: offeredHour(Math.floor(weekly.session_time / 60)),
    minute: offeredMinute(weekly.session_time % 60),
  };
}

/**
 * The new weekly day and minutes from midnight, or null: moving future
 * sessions needs a whole slot that differs from the current one.
 */
export function weeklyMove(
  current: WeeklyTime,
  next: WeeklySlot,
): { day: number; time: number } | null {
  if (next.day === null || next.hour === null || next.minute === null) return null;
  const time = next.hour * 60 + next.minute;
  if (next.day === current.day_of_week && time === current.session_time) return null;
  return { day: next.day, time };
}

/** More than 48 hours' notice: the cancel dialog suggests moving instead. */
export function hasLongNotice(session: Session, now: Date): boolean {
  return sessionTimes(session).start - now.getTime() > CANCEL_NOTICE_MS;
}
