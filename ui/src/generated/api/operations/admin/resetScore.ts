// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ResetScoreRequest } from '../../validators/ResetScoreRequest.js';

/** Sets a student's subject and all its endcode scores to where a child of the given school year and relative level stands today (docs/games.md). */
export const resetScore: Operation<paths['/api/student/reset_student_score']['put']> = {
  method: 'PUT',
  path: 'student/reset_student_score',
  auth: true,
  request: { schema: 'ResetScoreRequest', validate: ResetScoreRequest },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
