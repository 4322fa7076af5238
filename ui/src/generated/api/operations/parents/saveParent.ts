// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ParentBody } from '../../validators/ParentBody.js';

export const saveParent: Operation<paths['/api/parent']['put']> = {
  method: 'PUT',
  path: 'parent',
  auth: true,
  request: { schema: 'ParentBody', validate: ParentBody },
  response: { schema: 'ParentProfile', load: () => import('../../validators/ParentProfile.js') },
};
