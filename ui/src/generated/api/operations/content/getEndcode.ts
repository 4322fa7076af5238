// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getEndcode: Operation<paths['/api/endcode/{endcode_id}']['get']> = {
  method: 'GET',
  path: 'endcode/{endcode_id}',
  auth: true,
  response: { schema: 'AdminEndcode', load: () => import('../../validators/AdminEndcode.js') },
};
