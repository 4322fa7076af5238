// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Ready to serve: the database answers. */
export const health: Operation<paths['/api/health']['get']> = {
  method: 'GET',
  path: 'health',
  auth: false,
  response: { schema: 'Health', load: () => import('../../validators/Health.js') },
};
