import { vi } from 'vitest';

import type {
  AssignedSession,
  AvailabilitySlot,
  Role,
  Session,
  SessionReport,
  Subscription,
  UnreportedSession,
} from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { signInRoleOf } from '../../../lib/auth/roles';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { sessionTimes } from '../rules/sessionTiming';
import { tutorNamed } from '../../../test/tutors';
import { answerReports } from './fakeReports';

export const TOM = { _id: 'tutor-tom', first_name: 'Tom' };

type Reply = TransportResponse | Promise<TransportResponse>;

export interface SessionServerOptions {
  sessions: Session[];
  /** Answers a change (path without /api/) instead of the fake's own handling. */
  replies?: Record<string, (request: TransportRequest) => Reply>;
  /** Answers the lists instead, e.g. to hold a reply back while a test clicks. */
  listReply?: (request: TransportRequest, sessions: Session[]) => Reply;
  /**
   * The subscriptions' weekly bookings; by default each session's booking
   * is at the time of the first session made from it.
   */
  bookings?: AssignedSession[];
  /** The tutors' week, Monday first; unanswered (so unknown to the screen) by default. */
  availability?: AvailabilitySlot[][];
  /** The sessions' reports, sent or (without `sent_at`) drafts; none by default. */
  reports?: SessionReport[];
  /** What an admin's list of sessions without a report holds; empty by default. */
  unreported?: UnreportedSession[];
}

const queryValue = (request: TransportRequest, name: string) =>
  request.query.find(([key]) => key === name)?.[1];

/** The server's rule for each list: upcoming not ended by after_time, past ended by before_time. */
function inWindow(request: TransportRequest, session: Session): boolean {
  const { start, end } = sessionTimes(session);
  const after = Date.parse(queryValue(request, 'after_time') ?? '');
  const before = Date.parse(queryValue(request, 'before_time') ?? '');
  if (request.path === 'session/list/upcoming') {
    return (
      end > (Number.isNaN(after) ? Date.now() : after) && (Number.isNaN(before) || start < before)
    );
  }
  return (
    end <= (Number.isNaN(before) ? Date.now() : before) && (Number.isNaN(after) || start >= after)
  );
}

function listed(request: TransportRequest, sessions: Session[]): Session[] {
  const chosen = sessions.filter((session) => inWindow(request, session));
  const order = request.path === 'session/list/upcoming' ? 1 : -1;
  return chosen.sort((a, b) => order * (sessionTimes(a).start - sessionTimes(b).start));
}

const ok = (body: unknown): TransportResponse => ({ status: 200, body });

/** One booking per recurring session, at the time of the first session made from it. */
function bookingsOf(sessions: Session[]): AssignedSession[] {
  const first = new Map<string, Session>();
  for (const session of sessions) {
    if (!first.has(session.recurring_session_id)) first.set(session.recurring_session_id, session);
  }
  return [...first.values()].map((session) => ({
    _id: session.recurring_session_id,
    day_of_week: session.day_of_week,
    session_time: session.session_time,
    session_length: session.session_length,
  }));
}

/** A paid tutor plan holding the sessions' bookings. */
function subscriptionOf(
  id: string,
  sessions: Session[],
  bookings: AssignedSession[],
): Subscription {
  const session = sessions.find((each) => each.subscription_id === id)!;
  return {
    _id: id,
    student: { _id: session.student._id, name: session.student.first_name },
    subject: session.subject,
    tutor: { _id: session.tutor._id, name: session.tutor.first_name },
    session_option: `${bookings.length} X 15 mins`,
    payment_amount: (15 * bookings.length).toFixed(2),
    payment_date: '2025-01-01T10:00:00.000Z',
    start_date: '2025-01-01T10:00:00.000Z',
    updated_start_date: null,
    stripe_subscription_id: null,
    assigned_sessions: bookings,
    cancelled: false,
    relative_level: session.relative_level,
    referral_code: null,
    status: 'Active',
  };
}

/** Answers the session calls as the server would, for one tutor's sessions. */
export function fakeSessionServer(role: Role, options: SessionServerOptions) {
  const sessions = [...options.sessions];
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: `uid-${role}`, role, mustChangePassword: false })),
  });
  const fallback = transport.send;
  const reports = answerReports(role, [...(options.reports ?? [])], sessions, options.unreported);

  /** Marks the named session cancelled (as `how`) and answers with `reply` or the session. */
  function replace(request: TransportRequest, how: Partial<Session>, next?: Partial<Session>) {
    const index = sessions.findIndex((item) => item._id === queryValue(request, 'session_id'));
    const old = sessions[index]!;
    sessions[index] = { ...old, cancelled: true, ...how };
    if (!next) return ok(sessions[index]);
    const added: Session = { ...old, _id: `${old._id}-new`, ...next };
    sessions.push(added);
    return ok(added);
  }

  const CHANGES: Record<string, (request: TransportRequest) => TransportResponse> = {
    'session/cancel': (request) => replace(request, { status: 'Cancelled' }),
    'session/reschedule': (request) =>
      replace(
        request,
        { rescheduled: true, status: 'Rescheduled' },
        { session_date_time: queryValue(request, 'new_session_date_time')! },
      ),
    'session/substitute': (request) =>
      replace(
        request,
        { substituted: true, status: 'Substituted', needs_substitute: false },
        { tutor: { _id: 'tutor-sam', first_name: 'Sam' }, needs_substitute: false },
      ),
  };

  transport.send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> => {
    const reply = options.replies?.[request.path];
    if (reply) return reply(request);
    if (request.path.startsWith('session/list/')) {
      return options.listReply
        ? options.listReply(request, sessions)
        : ok(listed(request, sessions));
    }
    if (request.path === 'tutor') {
      return ok(tutorNamed(TOM.first_name, { uid: 'uid-TUTOR', last_name: 'Tutor' }));
    }
    if (options.availability && /^tutor\/[^/]+\/availability$/.test(request.path)) {
      return ok({ availability: options.availability, ideal_hours: 10 });
    }
    const change = CHANGES[request.path];
    if (change) return change(request);
    const report = reports(request);
    if (report) return report;
    const one = /^session\/([^/]+)$/.exec(request.path)?.[1];
    const session = sessions.find((each) => each._id === one);
    if (request.method === 'GET' && session) return ok(session);
    if (request.method === 'GET' && request.path.startsWith('subscription/')) {
      const id = request.path.slice('subscription/'.length);
      return ok(subscriptionOf(id, sessions, options.bookings ?? bookingsOf(sessions)));
    }
    if (request.path.startsWith('subscription/')) return ok({ success: true });
    return fallback(request);
  });
  return transport;
}

/** The calls the screen made to `path`, as 'METHOD path?query'. */
export function callsTo(transport: ReturnType<typeof fakeSessionServer>, path: string) {
  return vi
    .mocked(transport.send)
    .mock.calls.map(([request]) => request)
    .filter((request) => request.path === path);
}

/** Opens `path` signed in with `role`, against the server above. */
export function openAs(role: Role, path: string, options: SessionServerOptions) {
  const signInRole = signInRoleOf(role);
  if (signInRole) storeRole(signInRole);
  const transport = fakeSessionServer(role, options);
  const app = renderApp(path, { transport, fetchMe: async () => meFor(role, 'Tom') });
  void app.store.start();
  return { ...app, transport };
}
