import type {
  AdminSubject,
  Availability,
  AvailabilitySlot,
  NewTutorBody,
  Tutor,
  TutorBody,
} from '../../../generated/api/schemas';
import type { TransportRequest } from '../../../lib/api/transport';
import { type Answer, failed, ok } from '../../../test/openAs';
import { tutorNamed } from '../../../test/tutors';

export { tutorNamed };

function subject(_id: string, name: string): AdminSubject {
  return {
    _id,
    name,
    min_score: null,
    max_score: null,
    question_distribution: [],
    question_count: 0,
    endcode_count: 0,
    topic_count: 0,
    theme_count: 0,
    themes: [],
  };
}

export const SUBJECTS = [subject('maths', 'Maths'), subject('english', 'English')];

export function slot(day: number, time: number, extra: Partial<AvailabilitySlot> = {}) {
  return {
    _id: `slot-${day}-${time}`,
    day_of_week: day,
    time,
    busy: false,
    deleted: false,
    ...extra,
  };
}

/** A week holding `slots`, each on its own day. */
export function weekOf(slots: AvailabilitySlot[], idealHours = 6): Availability {
  const availability: AvailabilitySlot[][] = [[], [], [], [], [], [], []];
  for (const each of slots) availability[each.day_of_week]!.push(each);
  return { availability, ideal_hours: idealHours };
}

export interface TutorServerOptions {
  tutors: Tutor[];
  /** Weeks by tutor id or account id; a tutor without one has an empty week. */
  weeks?: Record<string, Availability>;
  /** Replies by 'METHOD path' that win over the fake's own handling. */
  replies?: Record<string, Answer>;
}

/**
 * Answers the tutor calls as the server would, keeping what was saved:
 * profiles, the list, new tutors (a taken e-mail is a 409) and weeks
 * (removing a booked slot is a 409). GET tutor without an id is the
 * first tutor, the one signed in.
 */
export function fakeTutorServer(options: TutorServerOptions): Answer {
  const tutors = [...options.tutors];
  const weeks = { ...options.weeks };
  const find = (id: string | undefined) =>
    id === undefined ? tutors[0] : tutors.find((tutor) => tutor._id === id || tutor.uid === id);

  function saveWeek(id: string, body: Availability) {
    const before = weeks[id]?.availability.flat() ?? [];
    const kept = body.availability.map((day) => day.filter((each) => !each.deleted));
    const keptTimes = new Set(kept.flat().map((each) => `${each.day_of_week}-${each.time}`));
    if (before.some((each) => each.busy && !keptTimes.has(`${each.day_of_week}-${each.time}`))) {
      return failed(409, 'A booked slot cannot be removed');
    }
    weeks[id] = {
      ideal_hours: body.ideal_hours,
      availability: kept.map((day) => day.map((each) => slot(each.day_of_week, each.time, each))),
    };
    return ok(weeks[id]);
  }

  function saveTutor(body: TutorBody) {
    const index = tutors.findIndex((tutor) => tutor._id === body._id);
    const { subject, ...rest } = body;
    const chosen = SUBJECTS.find((each) => each._id === subject);
    const saved: Tutor = { ...tutors[index]!, ...rest };
    if (chosen) saved.subject = { _id: chosen._id, name: chosen.name };
    tutors[index] = saved;
    return ok(saved);
  }

  function createTutor(body: NewTutorBody) {
    if (tutors.some((tutor) => tutor.email === body.email)) {
      return failed(409, 'Someone already signs in with this email address');
    }
    const chosen = SUBJECTS.find((each) => each._id === body.subject)!;
    const created = tutorNamed(body.first_name, {
      last_name: body.last_name,
      email: body.email,
      subject: { _id: chosen._id, name: chosen.name },
    });
    tutors.push(created);
    return ok(created);
  }

  function answer(request: TransportRequest) {
    const week = /^tutor\/([^/]+)\/availability$/.exec(request.path);
    if (week) {
      const id = decodeURIComponent(week[1]!);
      if (request.method === 'PUT') return saveWeek(id, request.body as Availability);
      return ok(weeks[id] ?? weekOf([], 2));
    }
    if (request.path === 'tutor' && request.method === 'GET') {
      const tutor = find(request.query.find(([key]) => key === '_id')?.[1]);
      return tutor ? ok(tutor) : failed(404, 'No such tutor');
    }
    if (request.path === 'tutor' && request.method === 'PUT') {
      return saveTutor(request.body as TutorBody);
    }
    if (request.path === 'tutor' && request.method === 'POST') {
      return createTutor(request.body as NewTutorBody);
    }
    if (request.path === 'tutor/list') return ok(tutors);
    if (request.path === 'subject') return ok(SUBJECTS);
    return undefined;
  }

  return (request: TransportRequest) => {
    const reply = options.replies?.[`${request.method} ${request.path}`];
    if (reply) return reply(request);
    const response = answer(request);
    // A copy, as over the wire: the screen must never share the fake's records.
    return response && { ...response, body: structuredClone(response.body) };
  };
}
