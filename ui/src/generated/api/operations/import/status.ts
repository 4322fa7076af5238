// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The last (or current) import. */
export const status: Operation<paths['/api/import']['get']> = {
  method: 'GET',
  path: 'import',
  auth: true,
  response: { schema: 'ImportStatus', load: () => import('../../validators/ImportStatus.js') },
};
