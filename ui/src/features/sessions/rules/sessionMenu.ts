import type { Session } from '../../../generated/api/schemas';
import { isOver } from './sessionTiming';

/** Who is looking at a tutor's sessions: the tutor, or an admin on the tutor's page. */
export type SessionsView = 'tutor' | 'admin';

export type SessionAction =
  | 'open'
  | 'whiteboard'
  | 'report'
  | 'rescheduleSingle'
  | 'cancelSingle'
  | 'rescheduleFuture'
  | 'rescheduleSubscription'
  | 'substituteSubscription'
  | 'messages';

/** The actions that lead to another page rather than open a dialog. */
export type LinkAction = Extract<SessionAction, 'open' | 'whiteboard' | 'report' | 'messages'>;

const LINK_ACTIONS: readonly SessionAction[] = ['open', 'whiteboard', 'report', 'messages'];

export function isLinkAction(action: SessionAction): action is LinkAction {
  return LINK_ACTIONS.includes(action);
}

export const SESSION_ACTION_LABELS: Record<SessionAction, string> = {
  open: 'Open',
  whiteboard: 'Whiteboard',
  report: 'Report',
  rescheduleSingle: 'Reschedule Single Session',
  cancelSingle: 'Cancel Single Session',
  rescheduleFuture: 'Reschedule Future Sessions',
  rescheduleSubscription: 'Reschedule Subscription',
  substituteSubscription: 'Substitute Subscription Tutor',
  messages: 'Messages',
};

/**
 * An action's label in a session's menu: the tutor is asked to write the
 * report the parent still waits for; once sent, or for an admin, it is
 * there to read.
 */
export function sessionActionLabel(
  action: SessionAction,
  session: Session,
  view: SessionsView,
): string {
  if (action === 'report' && view === 'tutor' && !session.report_sent) return 'Write report';
  return SESSION_ACTION_LABELS[action];
}

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
 * A finished session offers its whiteboard as it was left and its report
 * to the parent (the server has one only for a session that is over).
 * Open, Whiteboard, Report and Messages are links.
 */
export function sessionMenu(session: Session, view: SessionsView, now: Date): SessionAction[] {
  if (session.cancelled) return [];
  const menu = MENUS[view];
  if (!isOver(session, now)) return [...menu];
  const gone = session.status === 'Attended' ? NOT_ONCE_ATTENDED : NOT_AFTER_THE_END;
  return [...menu.filter((action) => !gone.includes(action)), 'whiteboard', 'report'];
}
