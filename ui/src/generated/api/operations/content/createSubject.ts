// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NamedBody } from '../../validators/NamedBody.js';

export const createSubject: Operation<paths['/api/subject']['post']> = {
  method: 'POST',
  path: 'subject',
  auth: true,
  request: { schema: 'NamedBody', validate: NamedBody },
  response: { schema: 'AdminSubject', load: () => import('../../validators/AdminSubject.js') },
};
