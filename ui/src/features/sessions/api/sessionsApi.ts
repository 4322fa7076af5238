import type { Session } from '../../../generated/Session';
import type { Subscription } from '../../../generated/Subscription';
import type { Success } from '../../../generated/Success';
import type { Tutor } from '../../../generated/Tutor';
import type { WeeklyReschedule } from '../../../generated/WeeklyReschedule';
import { apiList, apiRequest } from '../../../lib/api/client';
import type { SessionList, SessionWindow } from '../rules/sessionWeeks';

/**
 * Whose sessions a list holds. Each caller names themselves (spec 001
 * §6): a student by their student id, a parent by their parent id, a
 * tutor by their tutor id; an admin names the tutor they are looking at.
 */
export type SessionOwner = { student_id: string } | { parent_id: string } | { tutor_id: string };

/** One list, soonest first for upcoming and latest first for past; no window means from now on. */
export function fetchSessions(
  list: SessionList,
  owner: SessionOwner,
  window?: SessionWindow,
): Promise<Session[]> {
  return apiList<Session>('Session', {
    method: 'GET',
    path: `session/list/${list}`,
    query: { ...owner, ...window },
  });
}

/** The signed-in tutor's own id, which their session lists are asked for by. */
export async function fetchSignedInTutorId(): Promise<string> {
  const tutor = await apiRequest<Tutor>({ method: 'GET', path: 'tutor', responseSchema: 'Tutor' });
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
  return apiRequest<Session>({
    method: 'PUT',
    path: 'session/cancel',
    query: sessionQuery(session),
    responseSchema: 'Session',
  });
}

/** Answers with the new session; the old one stays, cancelled as rescheduled. */
export function rescheduleSession(session: Session, newTime: Date): Promise<Session> {
  return apiRequest<Session>({
    method: 'POST',
    path: 'session/reschedule',
    query: { ...sessionQuery(session), new_session_date_time: newTime.toISOString() },
    responseSchema: 'Session',
  });
}

/** Answers with the new session, taken by a tutor free at that time. */
export function substituteSession(session: Session): Promise<Session> {
  return apiRequest<Session>({
    method: 'POST',
    path: 'session/substitute',
    query: sessionQuery(session),
    responseSchema: 'Session',
  });
}

/** A session's subscription with its weekly bookings; its tutor and admins may see it. */
export function fetchSubscription(subscriptionId: string): Promise<Subscription> {
  return apiRequest<Subscription>({
    method: 'GET',
    path: 'subscription/{subscription}',
    params: { subscription: subscriptionId },
    responseSchema: 'Subscription',
  });
}

/** Moves the subscription's weekly slot from now on. */
export function rescheduleSubscription(
  subscriptionId: string,
  body: WeeklyReschedule,
): Promise<Success> {
  return apiRequest<Success>({
    method: 'POST',
    path: 'subscription/{subscription}/reschedule',
    params: { subscription: subscriptionId },
    body,
    requestSchema: 'WeeklyReschedule',
    responseSchema: 'Success',
  });
}

/** Hands the whole subscription to another tutor free at all its weekly times. */
export function substituteSubscription(subscriptionId: string): Promise<Success> {
  return apiRequest<Success>({
    method: 'POST',
    path: 'subscription/{subscription}/substitute',
    params: { subscription: subscriptionId },
    responseSchema: 'Success',
  });
}
