import { vi } from 'vitest';

import type {
  NewNote,
  Note,
  ParentProfile,
  SubscriptionLevel,
} from '../../../generated/api/schemas';
import type {
  EventStreamRequest,
  TransportRequest,
  TransportResponse,
} from '../../../lib/api/transport';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { SARAHS_ADA } from '../../../test/sarahsFamily';

export const STUDENT = 'id-STUDENT';
export const MATHS = 'maths';
const CHANNEL = `${STUDENT}/${MATHS}`;

/** The n-th note, from the tutor, n minutes after 9:00 on 16 March 2026. */
export function tutorNote(n: number, message = `Note ${n}`): Note {
  return {
    _id: `note-${n}`,
    subject: MATHS,
    student: STUDENT,
    sender_id: 'uid-TUTOR',
    sender_name: 'Tess',
    timestamp: new Date(Date.UTC(2026, 2, 16, 9, n)).toISOString(),
    message: { user_content: message },
    masked: false,
  };
}

const ok = (body: unknown): TransportResponse => ({ status: 200, body });

/**
 * The server masks every kind of contact detail before it keeps a note
 * (docs/safeguarding.md); e-mail addresses are enough to stand for them here.
 */
function masked(message: string): Pick<Note, 'message' | 'masked'> {
  const kept = message.replace(/\S+@\S+/g, '[contact details removed]');
  return { message: { user_content: kept }, masked: kept !== message };
}

/** The parent's profile: Ada (the student above) is their child. */
const PARENT_PROFILE: ParentProfile = {
  _id: 'parent-1',
  uid: 'uid-PARENT',
  first_name: 'Sarah',
  last_name: 'Lovelace',
  email: 'sarah@plytime.test',
  country: 'United Kingdom',
  postcode: 'SW1A 1AA',
  phone_number: '07700 900123',
  email_opt_in: false,
  recording_retention_days: 90,
  students: [{ ...SARAHS_ADA, _id: STUDENT }],
};

/**
 * The notes calls answered as the server would for the student's Maths
 * channel. `live: true` gives the transport an event stream, whose
 * listeners `publish` reaches; without it the app polls, as on desktop.
 * `role: 'PARENT'` signs in Ada's parent instead of Ada; `level` is Ada's
 * plan as her profile gives it.
 */
export function fakeNotesServer({
  live = false,
  role = 'STUDENT',
  level,
}: { live?: boolean; role?: 'STUDENT' | 'PARENT'; level?: SubscriptionLevel } = {}) {
  const state = {
    notes: [] as Note[],
    unread: 0,
    loadFailure: null as TransportResponse | null,
    /** While set, posting waits for it, as a slow server would. */
    postDelay: null as Promise<void> | null,
  };
  const listeners: EventStreamRequest[] = [];

  function page(query: Map<string, string>) {
    const before = query.get('before');
    const limit = Number(query.get('limit') ?? 10);
    const older = state.notes
      .filter((note) => !before || note.timestamp < before)
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
      .slice(0, limit);
    return ok({ notes: older, count: older.length, total: state.notes.length });
  }

  function publish(note: Note) {
    state.notes.push(note);
    listeners.forEach((listener) =>
      listener.onEvent({ event: 'message', data: JSON.stringify(note) }),
    );
  }

  async function answer(request: TransportRequest): Promise<TransportResponse | null> {
    if (request.path === 'game/subjects') return ok([{ _id: MATHS, name: 'Maths' }]);
    if (request.path === 'parent' && role === 'PARENT') return ok(PARENT_PROFILE);
    if (request.path === `unread_notes/${CHANNEL}`) return ok({ count: state.unread });
    if (request.path === `notes_read/${CHANNEL}`) return ok({ success: true });
    if (request.path !== `note/${CHANNEL}`) return null;
    if (request.method === 'GET') return state.loadFailure ?? page(new Map(request.query));
    await state.postDelay;
    const note: Note = {
      ...tutorNote(state.notes.length + 100),
      ...masked((request.body as NewNote).message),
      sender_id: 'uid-STUDENT',
      sender_name: 'Ada',
      timestamp: new Date(Date.UTC(2026, 2, 17, 9, 0)).toISOString(),
    };
    publish(note);
    return ok(note);
  }

  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role, mustChangePassword: false })),
  });
  const frameSend = transport.send;
  transport.send = vi.fn(
    async (request: TransportRequest) => (await answer(request)) ?? frameSend(request),
  );
  if (live) {
    transport.streamEvents = vi.fn(async (request: EventStreamRequest) => {
      listeners.push(request);
      request.onOpen?.();
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
    });
  }

  function calls(method: string, path: string) {
    return vi
      .mocked(transport.send)
      .mock.calls.map(([request]) => request)
      .filter((request) => request.method === method && request.path === path);
  }

  async function open(path: string) {
    storeRole(role === 'PARENT' ? 'parent' : 'student');
    const me =
      role === 'PARENT'
        ? meFor('PARENT', 'Sarah')
        : { ...meFor('STUDENT'), subscription_level: level };
    const app = renderApp(path, { transport, fetchMe: async () => me });
    await app.store.start();
    return app;
  }

  return { state, transport, publish, calls, open, channel: CHANNEL };
}
