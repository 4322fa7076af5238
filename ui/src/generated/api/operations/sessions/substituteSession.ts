// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Hands one session to another tutor free at that time. */
export const substituteSession: Operation<paths['/api/session/substitute']['post']> = {
  method: 'POST',
  path: 'session/substitute',
  auth: true,
  response: { schema: 'Session', load: () => import('../../validators/Session.js') },
};
