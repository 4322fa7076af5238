// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Moves one session to `new_session_date_time` with the same tutor. */
export const rescheduleSession: Operation<paths['/api/session/reschedule']['post']> = {
  method: 'POST',
  path: 'session/reschedule',
  auth: true,
  response: { schema: 'Session', load: () => import('../../validators/Session.js') },
};
