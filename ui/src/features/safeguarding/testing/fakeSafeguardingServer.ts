import type {
  Concern,
  ConcernPerson,
  ConcernUpdate,
  FlaggedMessage,
  Suspension,
} from '../../../generated/api/schemas';
import type { TransportRequest } from '../../../lib/api/transport';
import { meFor } from '../../../test/fakeTransport';
import { failed, ok, openAs } from '../../../test/openAs';

export const ADA: ConcernPerson = { uid: 'uid-ada', name: 'Ada Lovelace', role: 'STUDENT' };
export const SARAH: ConcernPerson = { uid: 'uid-sarah', name: 'Sarah Lovelace', role: 'PARENT' };
export const PRIYA: ConcernPerson = { uid: 'uid-priya', name: 'Priya Shah', role: 'TUTOR' };

/** Ada's concern about a session with Priya, open and not yet looked at. */
export function aConcern(overrides: Partial<Concern> = {}): Concern {
  return {
    _id: 'concern-1',
    raised_at: '2026-03-04T09:05:00.000Z',
    raised_by: ADA,
    what_happened: 'My tutor asked for my phone number.\nShe said not to tell anyone.',
    session_id: 'session-1',
    session_starts_at: '2026-03-03T16:00:00.000Z',
    recording_id: 'recording-1',
    student: ADA,
    tutor: PRIYA,
    tutor_id: 'tutor-priya',
    tutor_suspended: false,
    state: 'open',
    lead_notes: null,
    outcome: null,
    updated_at: '2026-03-04T09:05:00.000Z',
    ...overrides,
  };
}

export function aFlaggedMessage(overrides: Partial<FlaggedMessage> = {}): FlaggedMessage {
  return {
    _id: 'note-1',
    flagged_at: '2026-03-05T17:30:00.000Z',
    sender: PRIYA,
    student: ADA,
    shown: 'Text me on [contact details removed]',
    original: 'Text me on 07700 900123',
    reviewed_at: null,
    ...overrides,
  };
}

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The lead's calls as the server answers them (docs/safeguarding.md):
 * closing needs an outcome, and suspending needs an open concern about
 * the tutor.
 */
export function fakeSafeguardingServer({
  concerns = [aConcern()],
  flagged = [aFlaggedMessage()],
}: { concerns?: Concern[]; flagged?: FlaggedMessage[] } = {}) {
  const state = { concerns: [...concerns], flagged: [...flagged] };

  function concernCall(request: TransportRequest, id: string) {
    const index = state.concerns.findIndex((concern) => concern._id === id);
    if (index < 0) return failed(404, 'No such concern');
    if (request.method === 'GET') return ok(state.concerns[index]);
    const update = request.body as ConcernUpdate;
    if (update.state === 'closed' && !text(update.outcome)) {
      return failed(400, 'outcome: Say what was done before closing the concern');
    }
    state.concerns[index] = {
      ...state.concerns[index]!,
      state: update.state,
      lead_notes: text(update.lead_notes),
      outcome: text(update.outcome),
      updated_at: new Date().toISOString(),
    };
    return ok(state.concerns[index]);
  }

  function suspensionCall(request: TransportRequest, tutorId: string) {
    const suspension = request.body as Suspension;
    const about = state.concerns.find(
      (concern) =>
        concern._id === suspension.concern_id &&
        concern.tutor_id === tutorId &&
        concern.state !== 'closed',
    );
    if (suspension.suspended && !about) {
      return failed(409, 'A tutor is suspended while a concern about them is open');
    }
    state.concerns = state.concerns.map((concern) =>
      concern.tutor_id === tutorId
        ? { ...concern, tutor_suspended: suspension.suspended }
        : concern,
    );
    return ok({ success: true });
  }

  function answer(request: TransportRequest) {
    const { method, path } = request;
    if (method === 'GET' && path === 'safeguarding/concerns') return ok(state.concerns);
    if (method === 'GET' && path === 'safeguarding/flagged_messages') return ok(state.flagged);
    const [, kind, id, rest] = path.split('/');
    if (kind === 'concern' && id) return concernCall(request, id);
    if (kind === 'tutor' && id && rest === 'suspension') return suspensionCall(request, id);
    if (kind === 'flagged_message' && id && rest === 'reviewed') {
      state.flagged = state.flagged.map((message) =>
        message._id === id ? { ...message, reviewed_at: new Date().toISOString() } : message,
      );
      return ok({ success: true });
    }
    return undefined;
  }

  return {
    state,
    answer: (request: TransportRequest) =>
      request.path.startsWith('safeguarding/') ? answer(request) : undefined,
  };
}

/** Opens `path` as an admin, the safeguarding lead unless `lead` is false. */
export function openAsLead(
  path: string,
  server = fakeSafeguardingServer(),
  { lead = true }: { lead?: boolean } = {},
) {
  const app = openAs('ADMIN', path, server.answer, {
    ...meFor('ADMIN', 'Sam'),
    safeguarding_lead: lead,
  });
  return { app, server };
}
