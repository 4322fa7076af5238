// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Sessions both people attended that ended over a day ago (up to 30 days back) and still have no report, oldest first. */
export const unreported: Operation<paths['/api/admin/session/unreported']['get']> = {
  method: 'GET',
  path: 'admin/session/unreported',
  auth: true,
  response: { schema: 'UnreportedSession', list: true, load: () => import('../../validators/UnreportedSession.js') },
};
