import type { Session } from '../../../generated/Session';
import { isOver } from './sessionTiming';

/** Who is looking at a tutor's sessions: the tutor, or an admin on the tutor's page. */
export type SessionsView = 'tutor' | 'admin';

export type SessionAction =
  | 'rescheduleSingle'
  | 'cancelSingle'
  | 'rescheduleFuture'
  | 'rescheduleSubscription'
  | 'substituteSubscription'
  | 'messages';

export const SESSION_ACTION_LABELS: Record<SessionAction, string> = {
  rescheduleSingle: 'Reschedule Single Session',
  cancelSingle: 'Cancel Single Session',
  rescheduleFuture: 'Reschedule Future Sessions',
  rescheduleSubscription: 'Reschedule Subscription',
  substituteSubscription: 'Substitute Subscription Tutor',
  messages: 'Messages',
};

/*
 * Spec 001 §4, in the spec's order for each view. Open is left out until
 * the live session page (/tutor/session/{session_id}) exists; it belongs
 * first in both lists.
 */
const MENUS: Record<SessionsView, readonly SessionAction[]> = {
  admin: [
    'rescheduleSingle',
    'cancelSingle',
    'rescheduleFuture',
    'substituteSubscription',
    'messages',
  ],
  tutor: [
    'cancelSingle',
    'rescheduleSubscription',
    'substituteSubscription',
    'messages',
    'rescheduleSingle',
  ],
};

/*
 * The spec reports two readings for finished sessions; this follows the
 * one where the menu loses Open, Cancel and Messages: a session that is
 * over cannot be joined or cancelled, but a missed one can still be moved
 * to a new time or its subscription handed on.
 */
const NOT_AFTER_THE_END: readonly SessionAction[] = ['cancelSingle', 'messages'];

/** The actions a session's menu offers at `now`; none for a cancelled one. */
export function sessionMenu(session: Session, view: SessionsView, now: Date): SessionAction[] {
  if (session.cancelled) return [];
  const menu = MENUS[view];
  if (!isOver(session, now)) return [...menu];
  return menu.filter((action) => !NOT_AFTER_THE_END.includes(action));
}
