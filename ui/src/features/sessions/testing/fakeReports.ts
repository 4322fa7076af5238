import type {
  ReportToSend,
  Role,
  Session,
  SessionReport,
  UnreportedSession,
} from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';

const REPORT_PATH = /^session\/([^/]+)\/report$/;

const failed = (status: number, error: string): TransportResponse => ({
  status,
  body: { errors: [error] },
});

/**
 * The server's report calls over `reports` (drafts without `sent_at`):
 * the child and parent read only sent ones, the tutor sends a draft once.
 * Sending marks the session's `report_sent` in `sessions`. Answers
 * undefined for any other call.
 */
export function answerReports(
  role: Role,
  reports: SessionReport[],
  sessions: Session[],
  unreported: UnreportedSession[] = [],
) {
  function send(index: number, request: TransportRequest): TransportResponse {
    const draft = reports[index]!;
    if (draft.sent_at) return failed(409, 'This report has already been sent');
    const { note, practise_next: chosen } = request.body as ReportToSend;
    if (note.trim() === '') return failed(400, 'Write a few sentences for the parent');
    const sent: SessionReport = {
      ...draft,
      note,
      practise_next: draft.practise_next.filter((area) => chosen.includes(area.endcode_id)),
      sent_at: new Date().toISOString(),
    };
    reports[index] = sent;
    const session = sessions.findIndex((each) => each._id === draft.session_id);
    if (session >= 0) sessions[session] = { ...sessions[session]!, report_sent: true };
    return { status: 200, body: sent };
  }

  return (request: TransportRequest): TransportResponse | undefined => {
    if (request.path === 'admin/session/unreported') return { status: 200, body: unreported };
    const sessionId = REPORT_PATH.exec(request.path)?.[1];
    if (sessionId === undefined) return undefined;
    const index = reports.findIndex((report) => report.session_id === sessionId);
    const report = reports[index];
    const staff = role === 'TUTOR' || role === 'ADMIN';
    if (!report || (!report.sent_at && !staff))
      return failed(404, 'No report for this session yet');
    return request.method === 'PUT' ? send(index, request) : { status: 200, body: report };
  };
}
