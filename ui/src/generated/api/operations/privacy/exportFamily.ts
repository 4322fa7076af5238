// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Everything held about a family, for an admin. */
export const exportFamily: Operation<paths['/api/admin/family/{parent_id}/export']['get']> = {
  method: 'GET',
  path: 'admin/family/{parent_id}/export',
  auth: true,
  response: { schema: 'FamilyExport', load: () => import('../../validators/FamilyExport.js') },
};
