import { useQueries, useQuery } from '@tanstack/react-query';

import { fetchReport } from '../api/reportApi';
import { fetchSessions } from '../api/sessionsApi';
import { NOTES_SHOWN } from '../rules/reportWords';
import { reportKey, retryFailuresOnce } from './useSessionReport';
import { SESSIONS_KEY } from './useSessionWeeks';

/**
 * The reports on a child's latest past sessions whose tutor has sent one,
 * newest first: the list says which have one, then each is read.
 */
export function useReportNotes(studentId: string) {
  const owner = { student_id: studentId };
  const reported = useQuery({
    queryKey: [...SESSIONS_KEY, 'past', owner, 'reported'],
    queryFn: async () => {
      const past = await fetchSessions('past', owner);
      return past.filter((session) => session.report_sent).slice(0, NOTES_SHOWN);
    },
    enabled: studentId !== '',
  });
  return useQueries({
    queries: (reported.data ?? []).map((session) => ({
      queryKey: reportKey(session._id),
      queryFn: () => fetchReport(session._id),
      retry: retryFailuresOnce,
    })),
  });
}
