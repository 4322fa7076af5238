// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as AnswerRequest } from '../../validators/AnswerRequest.js';

/** Marks an answer to a question asked in the game, once. */
export const answer: Operation<paths['/api/question/{question_id}/answer']['post']> = {
  method: 'POST',
  path: 'question/{question_id}/answer',
  auth: true,
  request: { schema: 'AnswerRequest', validate: AnswerRequest },
  response: { schema: 'AnswerResponse', load: () => import('../../validators/AnswerResponse.js') },
};
