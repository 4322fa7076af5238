// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The concerns the caller raised, newest first. */
export const raised: Operation<paths['/api/concern/mine']['get']> = {
  method: 'GET',
  path: 'concern/mine',
  auth: true,
  response: { schema: 'RaisedConcern', list: true, load: () => import('../../validators/RaisedConcern.js') },
};
