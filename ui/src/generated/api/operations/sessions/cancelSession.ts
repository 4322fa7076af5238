// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const cancelSession: Operation<paths['/api/session/cancel']['put']> = {
  method: 'PUT',
  path: 'session/cancel',
  auth: true,
  response: { schema: 'Session', load: () => import('../../validators/Session.js') },
};
