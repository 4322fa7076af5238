import type { Channel } from '../api/notesApi';

export const messageKeys = {
  mathsSubject: ['messages', 'maths-subject'] as const,
  parentStudents: ['messages', 'parent-students'] as const,
  notes: ({ studentId, subjectId }: Channel) =>
    ['messages', 'notes', studentId, subjectId] as const,
  unread: ({ studentId, subjectId }: Channel) =>
    ['messages', 'unread', studentId, subjectId] as const,
};
