import type { Session } from '../../generated/Session';

/** The session pages this feature owns or links to (spec 001 §2). */
export const SESSION_PATHS = {
  studentSessions: '/student/sessions',
} as const;

/** The tutor's review of a student's work and messages, without video. */
export function studentReviewPath(session: Session): string {
  return `/tutor/session/${session.student._id}/${session.subject._id}`;
}

/*
 * Join belongs at /student/session/{session_id}; until the student video
 * page exists it leads to the sessions list instead of a page that is not
 * there.
 */
export function joinPath(_session: Session): string {
  return SESSION_PATHS.studentSessions;
}
