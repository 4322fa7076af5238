// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const upcoming: Operation<paths['/api/session/list/upcoming']['get']> = {
  method: 'GET',
  path: 'session/list/upcoming',
  auth: true,
  response: { schema: 'Session', list: true, load: () => import('../../validators/Session.js') },
};
