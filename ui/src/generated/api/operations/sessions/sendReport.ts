// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ReportToSend } from '../../validators/ReportToSend.js';

/** The session's tutor sends the report, once the session is over. */
export const sendReport: Operation<paths['/api/session/{session_id}/report']['put']> = {
  method: 'PUT',
  path: 'session/{session_id}/report',
  auth: true,
  request: { schema: 'ReportToSend', validate: ReportToSend },
  response: { schema: 'SessionReport', load: () => import('../../validators/SessionReport.js') },
};
