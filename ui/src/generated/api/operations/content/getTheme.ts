// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getTheme: Operation<paths['/api/theme/{theme_id}']['get']> = {
  method: 'GET',
  path: 'theme/{theme_id}',
  auth: true,
  response: { schema: 'AdminTheme', load: () => import('../../validators/AdminTheme.js') },
};
