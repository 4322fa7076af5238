// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NamedBody } from '../../validators/NamedBody.js';

export const createTheme: Operation<paths['/api/subject/{subject_id}/theme']['post']> = {
  method: 'POST',
  path: 'subject/{subject_id}/theme',
  auth: true,
  request: { schema: 'NamedBody', validate: NamedBody },
  response: { schema: 'AdminTheme', load: () => import('../../validators/AdminTheme.js') },
};
