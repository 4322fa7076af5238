import type { Session } from '../../../generated/api/schemas';

/** A session opens 2 minutes before its start. */
export const OPEN_BEFORE_START_MS = 2 * 60_000;

const MINUTE_MS = 60_000;

/** The start and end as epoch milliseconds; the end is start plus length. */
export function sessionTimes(session: Session): { start: number; end: number } {
  const start = Date.parse(session.session_date_time);
  return { start, end: start + session.session_length * MINUTE_MS };
}

/** Over once its length has run out. */
export function isOver(session: Session, now: Date): boolean {
  return now.getTime() >= sessionTimes(session).end;
}

/**
 * The open window: from 2 minutes before the start until start plus length,
 * as the server's `is_open` (replayed in sessionWindow.test.ts).
 */
export function isOpen(session: Session, now: Date): boolean {
  const { start, end } = sessionTimes(session);
  const time = now.getTime();
  return time >= start - OPEN_BEFORE_START_MS && time < end;
}

/** Whole minutes from `now` until `time`, counting down (never rounding up). */
export function minutesUntil(time: number, now: Date): number {
  return Math.floor((time - now.getTime()) / MINUTE_MS);
}
