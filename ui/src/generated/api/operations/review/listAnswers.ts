// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** A student's answers in a window (a week by default), newest first. */
export const listAnswers: Operation<paths['/api/student/{student_id}/answers']['get']> = {
  method: 'GET',
  path: 'student/{student_id}/answers',
  auth: true,
  response: { schema: 'AnswerRecord', list: true, load: () => import('../../validators/AnswerRecord.js') },
};
