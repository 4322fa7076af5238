import * as sessions from '../../../generated/api/operations/sessions';
import type { ReportToSend, SessionReport } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/**
 * A session's report: the sent one, or for its tutor and admins the draft
 * until it is sent (the child and parent get a 404 until then).
 */
export function fetchReport(sessionId: string): Promise<SessionReport> {
  return call(sessions.getReport, { params: { session_id: sessionId } });
}

/** The tutor sends the report, once; the answer is the report as sent. */
export function sendReport(sessionId: string, report: ReportToSend): Promise<SessionReport> {
  return call(sessions.sendReport, { params: { session_id: sessionId }, body: report });
}
