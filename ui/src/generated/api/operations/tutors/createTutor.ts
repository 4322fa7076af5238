// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NewTutorBody } from '../../validators/NewTutorBody.js';

/** Creates a tutor and e-mails them a one-time password. */
export const createTutor: Operation<paths['/api/tutor']['post']> = {
  method: 'POST',
  path: 'tutor',
  auth: true,
  request: { schema: 'NewTutorBody', validate: NewTutorBody },
  response: { schema: 'Tutor', load: () => import('../../validators/Tutor.js') },
};
