// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getSubject: Operation<paths['/api/subject/{subject_id}']['get']> = {
  method: 'GET',
  path: 'subject/{subject_id}',
  auth: true,
  response: { schema: 'AdminSubject', load: () => import('../../validators/AdminSubject.js') },
};
