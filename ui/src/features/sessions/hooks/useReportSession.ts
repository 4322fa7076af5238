import { useQuery } from '@tanstack/react-query';

import { fetchSession } from '../api/roomApi';
import { retryFailuresOnce } from './useSessionReport';
import { SESSIONS_KEY } from './useSessionWeeks';

/** The session itself, for the tutor's name while there is no report to give it. */
export function useReportSession(sessionId: string) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'one', sessionId],
    queryFn: () => fetchSession(sessionId),
    retry: retryFailuresOnce,
  });
}
