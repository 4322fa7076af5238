// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The signed-in parent's profile; 404 until they have created one. */
export const getParent: Operation<paths['/api/parent']['get']> = {
  method: 'GET',
  path: 'parent',
  auth: true,
  response: { schema: 'ParentProfile', load: () => import('../../validators/ParentProfile.js') },
};
