import { useQuery } from '@tanstack/react-query';

import { fetchUnreportedSessions } from '../api/unreportedApi';

/** Read again once a report is sent (useSendReport). */
export const UNREPORTED_KEY = ['unreported-sessions'] as const;

/** Admins: the sessions held over a day ago that still have no report. */
export function useUnreportedSessions() {
  return useQuery({ queryKey: UNREPORTED_KEY, queryFn: fetchUnreportedSessions });
}
