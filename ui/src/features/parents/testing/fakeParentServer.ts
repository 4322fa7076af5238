import { vi } from 'vitest';

import type {
  Me,
  NewStudentBody,
  ParentBody,
  ParentProfile,
  ReadAloudBody,
  Role,
  Student,
  StudentSummary,
  TimeAllowanceBody,
} from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { PARENT_EMAIL, sarahsProfile } from '../../../test/sarahsFamily';

export { PARENT_EMAIL, sarahsProfile } from '../../../test/sarahsFamily';

type Reply = TransportResponse | Promise<TransportResponse>;

export interface ParentServerOptions {
  /** null: the parent has not created a profile yet (GET parent is 404). */
  profile: ParentProfile | null;
  /** Answers POST/PUT parent instead of saving, e.g. with an error. */
  saveReply?: (body: ParentBody) => Reply;
  /** Answers POST parent/student instead of creating, e.g. with an error. */
  studentReply?: (body: NewStudentBody) => Reply;
}

/** Answers the parent calls as the server would, keeping what was saved. */
export function fakeParentServer(options: ParentServerOptions) {
  let profile = options.profile;
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role: 'PARENT' as Role, mustChangePassword: false })),
  });
  const fallback = transport.send;

  function save(body: ParentBody): TransportResponse {
    profile = { ...(profile ?? sarahsProfile({ students: [] })), ...body };
    return { status: 200, body: profile };
  }

  function addStudent(body: NewStudentBody): TransportResponse {
    const student: Student = {
      _id: `student-${body.username}`,
      uid: `uid-${body.username}`,
      parent_id: profile?._id ?? '',
      ...body,
    };
    if (profile) {
      const summary: StudentSummary = {
        _id: student._id,
        username: body.username,
        first_name: body.first_name,
        last_name: body.last_name,
        school_year: body.school_year,
        time_allowance: 'standard',
        read_aloud: 'by_year',
        // The server decides what by_year means (shared/src/game/read_aloud.rs);
        // no test of a new child looks at it, so the fake does not guess.
        reads_each_question: false,
        recorded: true,
      };
      profile = { ...profile, students: [...profile.students, summary] };
    }
    return { status: 200, body: student };
  }

  transport.send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> => {
    if (request.path === 'parent' && request.method === 'GET') {
      return profile
        ? { status: 200, body: profile }
        : { status: 404, body: { errors: ['No such parent'] } };
    }
    if (request.path === 'parent') {
      const body = request.body as ParentBody;
      return options.saveReply ? options.saveReply(body) : save(body);
    }
    if (request.path === 'parent/student') {
      const body = request.body as NewStudentBody;
      return options.studentReply ? options.studentReply(body) : addStudent(body);
    }
    // A child's setting (extra time, reading aloud) is saved as sent.
    const settingOf = /^parent\/student\/([^/]+)\/(time_allowance|read_aloud)$/.exec(request.path);
    if (settingOf && profile && request.method === 'PUT') {
      const setting = request.body as TimeAllowanceBody | ReadAloudBody;
      const students = profile.students.map((student) =>
        student._id === settingOf[1] ? { ...student, ...setting } : student,
      );
      profile = { ...profile, students };
      return { status: 200, body: profile };
    }
    return fallback(request);
  });
  /** The profile as saved so far (null before the parent created one). */
  return Object.assign(transport, { savedProfile: () => profile });
}

/** The requests (other than reads) the screen sent to `path`. */
export function sentTo(transport: ReturnType<typeof fakeParentServer>, path: string) {
  return vi
    .mocked(transport.send)
    .mock.calls.map(([request]) => request)
    .filter((request) => request.path === path && request.method !== 'GET');
}

/** Opens `path` signed in as Sarah, a parent, with the server above. */
export function openAsParent(path: string, options: ParentServerOptions) {
  storeRole('parent');
  const transport = fakeParentServer(options);
  // As the server names her: by her profile once she has one, until then by her e-mail.
  const parentMe = (): Me => {
    const saved = transport.savedProfile();
    const parent = meFor('PARENT', saved ? `${saved.first_name} ${saved.last_name}` : PARENT_EMAIL);
    return {
      ...parent,
      username: PARENT_EMAIL,
      user_data: { ...parent.user_data, username: PARENT_EMAIL, email: PARENT_EMAIL },
    };
  };
  let child: Me | null = null;
  // After 'Login as', the session (and so the profile) is the child's.
  transport.actAs = vi.fn(async () => {
    const parentName = transport.savedProfile()?.first_name ?? PARENT_EMAIL;
    child = {
      ...meFor('STUDENT', 'Ada'),
      acting_parent: { first_name: parentName, email: PARENT_EMAIL },
    };
    return { uid: 'uid-STUDENT', role: 'STUDENT' as Role, mustChangePassword: false };
  });
  const app = renderApp(path, { transport, fetchMe: async () => child ?? parentMe() });
  void app.store.start();
  return { ...app, transport };
}
