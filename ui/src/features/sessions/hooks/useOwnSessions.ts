import { useQuery } from '@tanstack/react-query';

import { useAuth } from '../../../lib/auth/AuthContext';
import { fetchSessions, fetchSignedInTutorId } from '../api/sessionsApi';
import { STUDENT_HOME_RECHECK_MS } from '../rules/studentSessionButton';
import { SESSIONS_KEY } from './useSessionWeeks';

/**
 * The signed-in student's sessions still to come (all of them: the server
 * only holds the coming weeks). The home polls so a session booked or
 * cancelled meanwhile changes its button too.
 */
export function useStudentUpcomingSessions({ poll = false } = {}) {
  const studentId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'upcoming', { student_id: studentId }],
    queryFn: () => fetchSessions('upcoming', { student_id: studentId }),
    enabled: studentId !== '',
    refetchInterval: poll ? STUDENT_HOME_RECHECK_MS : false,
  });
}

/** A tutor's lists are asked for by their tutor id, which `GET tutor` gives. */
export function useSignedInTutorId() {
  return useQuery({ queryKey: ['sessions-owner', 'tutor'], queryFn: fetchSignedInTutorId });
}
