// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The session's report. Until it is sent, its tutor and admins get the draft, prefilled; the child and their parent are told there is none yet. */
export const getReport: Operation<paths['/api/session/{session_id}/report']['get']> = {
  method: 'GET',
  path: 'session/{session_id}/report',
  auth: true,
  response: { schema: 'SessionReport', load: () => import('../../validators/SessionReport.js') },
};
