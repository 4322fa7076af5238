// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The message the API status page shows. */
export const apiStatus: Operation<paths['/api']['get']> = {
  method: 'GET',
  path: '',
  auth: false,
  response: { schema: 'ApiStatus', load: () => import('../../validators/ApiStatus.js') },
};
