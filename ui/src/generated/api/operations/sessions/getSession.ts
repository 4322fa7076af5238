// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getSession: Operation<paths['/api/session/{session_id}']['get']> = {
  method: 'GET',
  path: 'session/{session_id}',
  auth: true,
  response: { schema: 'Session', load: () => import('../../validators/Session.js') },
};
