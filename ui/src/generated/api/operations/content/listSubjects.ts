// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Every subject. */
export const listSubjects: Operation<paths['/api/subject']['get']> = {
  method: 'GET',
  path: 'subject',
  auth: true,
  response: { schema: 'AdminSubject', list: true, load: () => import('../../validators/AdminSubject.js') },
};
