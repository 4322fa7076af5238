// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const past: Operation<paths['/api/session/list/past']['get']> = {
  method: 'GET',
  path: 'session/list/past',
  auth: true,
  response: { schema: 'Session', list: true, load: () => import('../../validators/Session.js') },
};
