import { useQuery } from '@tanstack/react-query';

import type { Role, SessionStudent } from '../../../generated/api/schemas';
import { useAuth } from '../../../lib/auth/AuthContext';
import { fetchSessions, fetchSignedInTutorId, type SessionOwner } from '../api/sessionsApi';
import type { SessionList } from '../rules/sessionWeeks';
import { SESSIONS_KEY } from './useSessionWeeks';

/**
 * The sessions lists are the only place the server names a student to a
 * tutor, so the student is looked up there: in the tutor's own sessions,
 * or, for an admin, in the student's.
 */
async function findSessionStudent(
  role: Role | undefined,
  studentId: string,
): Promise<SessionStudent | null> {
  const owner: SessionOwner =
    role === 'TUTOR' ? { tutor_id: await fetchSignedInTutorId() } : { student_id: studentId };
  const lists: SessionList[] = ['upcoming', 'past'];
  for (const list of lists) {
    const session = (await fetchSessions(list, owner)).find(
      (each) => each.student._id === studentId,
    );
    if (session) return session.student;
  }
  return null;
}

/** The student's name and school year as their sessions give them; null when none does. */
export function useSessionStudent(studentId: string) {
  const role = useAuth().user?.role;
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'student', studentId, role],
    queryFn: () => findSessionStudent(role, studentId),
    enabled: studentId !== '',
  });
}
