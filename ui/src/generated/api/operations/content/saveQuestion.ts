// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as QuestionBody } from '../../validators/QuestionBody.js';

/** Saves status, score, times, lines and answers; `ref` is read-only. */
export const saveQuestion: Operation<paths['/api/question/{question_id}']['put']> = {
  method: 'PUT',
  path: 'question/{question_id}',
  auth: true,
  request: { schema: 'QuestionBody', validate: QuestionBody },
  response: { schema: 'AdminQuestion', load: () => import('../../validators/AdminQuestion.js') },
};
