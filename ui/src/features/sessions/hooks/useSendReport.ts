import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ReportToSend } from '../../../generated/api/schemas';
import { sendReport } from '../api/reportApi';
import { reportKey } from './useSessionReport';
import { SESSIONS_KEY } from './useSessionWeeks';
import { UNREPORTED_KEY } from './useUnreportedSessions';

/**
 * Sending the tutor's report. The page then shows the report as sent, and
 * the session lists and the admins' list of missing reports are read again
 * so none still asks for it.
 */
export function useSendReport(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportToSend) => sendReport(sessionId, report),
    onSuccess: (sent) => {
      queryClient.setQueryData(reportKey(sessionId), sent);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: UNREPORTED_KEY }),
      ]);
    },
  });
}
