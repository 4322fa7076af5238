// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Ready for traffic: the database, the file store and the media server (when one is configured) answer (503 otherwise, saying which does not). Costlier than `/health`, which a liveness probe can call often. */
export const ready: Operation<paths['/api/ready']['get']> = {
  method: 'GET',
  path: 'ready',
  auth: false,
  response: { schema: 'Readiness', load: () => import('../../validators/Readiness.js') },
};
