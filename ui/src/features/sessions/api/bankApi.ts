import * as performance from '../../../generated/api/operations/performance';
import * as sessions from '../../../generated/api/operations/sessions';
import type { BankQuestion, PerformanceNode } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/** Up to five questions of one area of the session's subject, without their answers. */
export function fetchBank(sessionId: string, endcodeId: string): Promise<BankQuestion[]> {
  return call(sessions.bank, {
    params: { session_id: sessionId },
    query: { endcode_id: endcodeId },
  });
}

/** The child's Focus: every area of their subjects, with its priority and their level. */
export function fetchFocus(studentId: string): Promise<PerformanceNode[]> {
  return call(performance.currentStats, { params: { student_id: studentId } });
}
