// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Closes a family's account on its request, for an admin. */
export const closeFamily: Operation<paths['/api/admin/family/{parent_id}/close']['post']> = {
  method: 'POST',
  path: 'admin/family/{parent_id}/close',
  auth: true,
  response: { schema: 'FamilyClosed', load: () => import('../../validators/FamilyClosed.js') },
};
