// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NamedBody } from '../../validators/NamedBody.js';

/** Saves a subject's name. */
export const saveSubject: Operation<paths['/api/subject/{subject_id}']['put']> = {
  method: 'PUT',
  path: 'subject/{subject_id}',
  auth: true,
  request: { schema: 'NamedBody', validate: NamedBody },
  response: { schema: 'AdminSubject', load: () => import('../../validators/AdminSubject.js') },
};
