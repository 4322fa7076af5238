import * as sessions from '../../../generated/api/operations/sessions';
import * as subscriptions from '../../../generated/api/operations/subscriptions';
import * as tutors from '../../../generated/api/operations/tutors';
import type {
  Session,
  Subscription,
  Success,
  WeeklyReschedule,
} from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';
import type { SessionList, SessionWindow } from '../rules/sessionWeeks';

/**
 * Whose sessions a list holds. Each caller names themselves: a student
 * by their student id, a parent by their parent id, a tutor by their
 * tutor id; an admin names the tutor they are looking at.
 */
export type SessionOwner = { student_id: string } | { parent_id: string } | { tutor_id: string };

/** One list, soonest first for upcoming and latest first for past; no window means from now on. */
export function fetchSessions(
  list: SessionList,
  owner: SessionOwner,
  window?: SessionWindow,
): Promise<Session[]> {
  return call(list === 'past' ? sessions.past : sessions.upcoming, {
    query: { ...owner, ...window },
  });
}

/** The signed-in tutor's own id, which their session lists are asked for by. */
export async function fetchSignedInTutorId(): Promise<string> {
  const tutor = await call(tutors.getTutor);
  return tutor._id;
}

/** The query every single-session change names its session by. */
function sessionQuery(session: Session) {
  return {
    session_id: session._id,
    subscription_id: session.subscription_id,
    session_date_time: session.session_date_time,
  };
}

export function cancelSession(session: Session): Promise<Session> {
  return call(sessions.cancelSession, { query: sessionQuery(session) });
}

/** Answers with the new session; the old one stays, cancelled as rescheduled. */
export function rescheduleSession(session: Session, newTime: Date): Promise<Session> {
  return call(sessions.rescheduleSession, {
    query: { ...sessionQuery(session), new_session_date_time: newTime.toISOString() },
  });
}

/** Answers with the new session, taken by a tutor free at that time. */
export function substituteSession(session: Session): Promise<Session> {
  return call(sessions.substituteSession, { query: sessionQuery(session) });
}

/** A session's subscription with its weekly bookings; its tutor and admins may see it. */
export function fetchSubscription(subscriptionId: string): Promise<Subscription> {
  return call(subscriptions.getSubscription, {
    params: { subscription_id: subscriptionId },
  });
}

/** Moves the subscription's weekly slot from now on. */
export function rescheduleSubscription(
  subscriptionId: string,
  body: WeeklyReschedule,
): Promise<Success> {
  return call(sessions.rescheduleSubscription, {
    params: { subscription_id: subscriptionId },
    body,
  });
}

/** Hands the whole subscription to another tutor free at all its weekly times. */
export function substituteSubscription(subscriptionId: string): Promise<Success> {
  return call(sessions.substituteSubscription, { params: { subscription_id: subscriptionId } });
}
