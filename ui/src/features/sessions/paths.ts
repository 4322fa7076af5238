import type { Role, Session } from '../../generated/api/schemas';

/** The session pages this feature owns or links to. */
export const SESSION_PATHS = {
  studentSessions: '/student/sessions',
  studentSession: '/student/session/:session_id',
  tutorSession: '/tutor/session/:session_id',
  /** Where the desktop app sends the web browser, with `#code=…&session=…`. */
  handoff: '/session_handoff',
  /** A session's whiteboard as it was left, read-only. */
  whiteboard: '/whiteboard/:session_id',
  /** The tutor's report to the parent after a session (a draft form for the tutor until sent). */
  report: '/session/:session_id/report',
} as const;

/** A session's whiteboard as it was left. */
export function whiteboardPath(sessionId: string): string {
  return `/whiteboard/${encodeURIComponent(sessionId)}`;
}

/** A session's report to the parent, or the tutor's draft of it. */
export function reportPath(sessionId: string): string {
  return `/session/${encodeURIComponent(sessionId)}/report`;
}

/** The student's video session page. */
export function studentSessionPath(sessionId: string): string {
  return `/student/session/${encodeURIComponent(sessionId)}`;
}

/** The session page of someone signed in with `role`. */
export function sessionPathFor(role: Role, sessionId: string): string {
  return role === 'STUDENT' ? studentSessionPath(sessionId) : tutorSessionPath(sessionId);
}

/** The tutor's live session page, opened from Open in the session menus. */
export function tutorSessionPath(sessionId: string): string {
  return `/tutor/session/${encodeURIComponent(sessionId)}`;
}

/** The tutor's review of a student's work and messages, without video. */
export function studentReviewPath(session: Session): string {
  return `/tutor/session/${session.student._id}/${session.subject._id}`;
}

/** Where the student home's Join goes. */
export function joinPath(session: Session): string {
  return studentSessionPath(session._id);
}
