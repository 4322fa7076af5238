import type { Session } from '../../../generated/api/schemas';
import { formatLondonDayTime } from '../../../lib/londonTime';
import { minutesUntil, sessionTimes } from './sessionTiming';

/** Danger under 1 minute left, warning under 2, past once over, otherwise primary. */
export type CountdownTone = 'danger' | 'warning' | 'primary' | 'past';

export interface Countdown {
  text: string;
  tone: CountdownTone;
}

/** Beyond an hour away a date reads better than a count of minutes. */
const COUNT_MINUTES_WITHIN = 60;

/** '1 min', '5 mins'. */
const minutes = (count: number) => `${count} ${count === 1 ? 'min' : 'mins'}`;

function countdownText(session: Session, now: Date): string {
  const { start, end } = sessionTimes(session);
  const when = formatLondonDayTime(new Date(start));
  if (now.getTime() >= end) return `Was on ${when}`;
  if (now.getTime() >= start) {
    const left = minutesUntil(end, now);
    return left < 1 ? 'Last minute' : `${minutes(left)} remaining`;
  }
  const toStart = minutesUntil(start, now);
  if (toStart > COUNT_MINUTES_WITHIN) return `Starts on ${when}`;
  return toStart < 1 ? 'Starting now' : `Starts in ${minutes(toStart)}`;
}

/**
 * The tone follows the time left until the end, so it only turns once a
 * session is nearly over. A session that is over has nothing left to
 * hurry: its date reads calmly.
 */
function countdownTone(session: Session, now: Date): CountdownTone {
  const left = sessionTimes(session).end - now.getTime();
  if (left <= 0) return 'past';
  if (left < 60_000) return 'danger';
  if (left < 120_000) return 'warning';
  return 'primary';
}

/** What a session's countdown says at `now`, and in which colour. */
export function sessionCountdown(session: Session, now: Date): Countdown {
  return { text: countdownText(session, now), tone: countdownTone(session, now) };
}
