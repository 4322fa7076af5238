// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ReviewUpdate } from '../../validators/ReviewUpdate.js';

/** The student marks an answer reviewed or asks for help (which also marks it reviewed). Reviewing a wrong or passed answer within 14 days turns its pending token into a real one, once. */
export const reviewAnswer: Operation<paths['/api/student/answer/{answer_id}']['put']> = {
  method: 'PUT',
  path: 'student/answer/{answer_id}',
  auth: true,
  request: { schema: 'ReviewUpdate', validate: ReviewUpdate },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
