import * as admin from '../../../generated/api/operations/admin';
import type { UnreportedSession } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/**
 * Admins: the sessions held over a day ago whose tutor has sent no report
 * (apart from the report calls, so the admin home loads only this one).
 */
export function fetchUnreportedSessions(): Promise<UnreportedSession[]> {
  return call(admin.unreported);
}
