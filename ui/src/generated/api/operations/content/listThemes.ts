// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listThemes: Operation<paths['/api/subject/{subject_id}/theme']['get']> = {
  method: 'GET',
  path: 'subject/{subject_id}/theme',
  auth: true,
  response: { schema: 'AdminTheme', list: true, load: () => import('../../validators/AdminTheme.js') },
};
