// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Everything held about the signed-in parent's family. */
export const exportOwn: Operation<paths['/api/family/export']['get']> = {
  method: 'GET',
  path: 'family/export',
  auth: true,
  response: { schema: 'FamilyExport', load: () => import('../../validators/FamilyExport.js') },
};
