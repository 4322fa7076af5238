import type { Session } from '../../../generated/api/schemas';
import { isOver } from './sessionTiming';

/** Who is looking at a tutor's sessions: the tutor, or an admin on the tutor's page. */
export type SessionsView = 'tutor' | 'admin';

export type SessionAction =
  | 'open'
  | 'whiteboard'
  | 'rescheduleSingle'
  | 'cancelSingle'
  | 'rescheduleFuture'
  | 'rescheduleSubscription'
  | 'substituteSubscription'
  | 'messages';

/** The actions that lead to another page rather than open a dialog. */
export type LinkAction = Extract<SessionAction, 'open' | 'whiteboard' | 'messages'>;

export function isLinkAction(action: SessionAction): action is LinkAction {
  return action === 'open' || action === 'whiteboard' || action === 'messages';
}

export const SESSION_ACTION_LABELS: Record<SessionAction, string> = {
  open: 'Open',
  whiteboard: 'Whiteboard',
  rescheduleSingle: 'Reschedule Single Session',
  cancelSingle: 'Cancel Single Session',
  rescheduleFuture: 'Reschedule Future Sessions',
  rescheduleSubscription: 'Reschedule Subscription',
  substituteSubscription: 'Substitute Subscription Tutor',
  messages: 'Messages',
};

/** Each view's menu, in the order it shows. */
const MENUS: Record<SessionsView, readonly SessionAction[]> = {
  admin: [
    'open',
    'rescheduleSingle',
    'cancelSingle',
    'rescheduleFuture',
    'substituteSubscription',
    'messages',
  ],
  tutor: [
    'open',
    'cancelSingle',
    'rescheduleSubscription',
    'substituteSubscription',
    'messages',
    'rescheduleSingle',
  ],
};

/*
 * A finished session's menu loses Open, Cancel and Messages
 * (docs/live-sessions.md):
 * a session that is over cannot be joined or cancelled, but a missed one
 * can still be moved to a new time or its subscription handed on.
 */
const NOT_AFTER_THE_END: readonly SessionAction[] = ['open', 'cancelSingle', 'messages'];

/* One that took place (both attended) stays on record as it was: it cannot be moved itself. */
const NOT_ONCE_ATTENDED: readonly SessionAction[] = [...NOT_AFTER_THE_END, 'rescheduleSingle'];

/**
 * The actions a session's menu offers at `now`; none for a cancelled one.
 * A finished session offers its whiteboard as it was left. Open,
 * Whiteboard and Messages are links.
 */
export function sessionMenu(session: Session, view: SessionsView, now: Date): SessionAction[] {
  if (session.cancelled) return [];
  const menu = MENUS[view];
  if (!isOver(session, now)) return [...menu];
  const gone = session.status === 'Attended' ? NOT_ONCE_ATTENDED : NOT_AFTER_THE_END;
  return [...menu.filter((action) => !gone.includes(action)), 'whiteboard'];
}
