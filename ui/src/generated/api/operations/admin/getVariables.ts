// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getVariables: Operation<paths['/api/admin_variables']['get']> = {
  method: 'GET',
  path: 'admin_variables',
  auth: true,
  response: { schema: 'AdminVariables', load: () => import('../../validators/AdminVariables.js') },
};
