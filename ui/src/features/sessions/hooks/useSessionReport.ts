import { useQuery } from '@tanstack/react-query';

import { toApiError } from '../../../lib/api/apiError';
import { fetchReport } from '../api/reportApi';

export const reportKey = (sessionId: string) => ['session-report', sessionId] as const;

/**
 * A refusal (no report yet, the session not over, not yours) will not
 * change if asked again at once; only a failure of the server is retried.
 */
export function retryFailuresOnce(failures: number, error: unknown): boolean {
  return failures < 1 && toApiError(error).status >= 500;
}

/** A session's report, or its tutor's draft. */
export function useSessionReport(sessionId: string) {
  return useQuery({
    queryKey: reportKey(sessionId),
    queryFn: () => fetchReport(sessionId),
    retry: retryFailuresOnce,
  });
}
