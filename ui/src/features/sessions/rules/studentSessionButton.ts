import type { Session } from '../../../generated/api/schemas';
import { isLiveNow } from './liveNow';
import { sessionTimes } from './sessionTiming';

/** The student home looks again every 10 seconds. */
export const STUDENT_HOME_RECHECK_MS = 10_000;

/** Join a session that is open now, or see the sessions list and the next one. */
export type StudentSessionButton =
  { kind: 'join'; session: Session } | { kind: 'sessions'; next: Session | null };

/**
 * Join is live for a paid, uncancelled session within its open window;
 * otherwise the button leads to the list and names the next uncancelled
 * session still to start.
 */
export function studentSessionButton(sessions: Session[], now: Date): StudentSessionButton {
  const live = sessions.find((session) => isLiveNow(session, now));
  if (live) return { kind: 'join', session: live };
  const next = sessions
    .filter((session) => !session.cancelled && sessionTimes(session).start > now.getTime())
    .sort((a, b) => sessionTimes(a).start - sessionTimes(b).start)[0];
  return { kind: 'sessions', next: next ?? null };
}
