import type { Session } from '../../../generated/api/schemas';
import { isOpen, sessionTimes } from './sessionTiming';

/** Whether `session` can be joined now: paid, not cancelled, and in its open window. */
export function isLiveNow(session: Session, now: Date): boolean {
  return session.paid && !session.cancelled && isOpen(session, now);
}

/** The sessions of `sessions` that can be joined now, soonest first. */
export function liveNow(sessions: Session[], now: Date): Session[] {
  return sessions
    .filter((session) => isLiveNow(session, now))
    .sort((a, b) => sessionTimes(a).start - sessionTimes(b).start);
}
