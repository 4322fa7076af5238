export const MESSAGES_PATH = '/student/messages';

/** A parent reads one child's messages about one subject (docs/authorization.md). */
export const PARENT_MESSAGES_PATH = '/parent/student/:student_id/messages/:subject_id';

export function parentMessagesPath(studentId: string, subjectId: string): string {
  return `/parent/student/${encodeURIComponent(studentId)}/messages/${encodeURIComponent(subjectId)}`;
}
