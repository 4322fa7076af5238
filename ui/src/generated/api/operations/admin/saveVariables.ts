// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as AdminVariables } from '../../validators/AdminVariables.js';

export const saveVariables: Operation<paths['/api/admin_variables']['put']> = {
  method: 'PUT',
  path: 'admin_variables',
  auth: true,
  request: { schema: 'AdminVariables', validate: AdminVariables },
  response: { schema: 'AdminVariables', load: () => import('../../validators/AdminVariables.js') },
};
