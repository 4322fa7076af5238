// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The family of a parent's e-mail address, for an admin acting on the family's request. */
export const findFamily: Operation<paths['/api/admin/family']['get']> = {
  method: 'GET',
  path: 'admin/family',
  auth: true,
  response: { schema: 'FamilySummary', load: () => import('../../validators/FamilySummary.js') },
};
