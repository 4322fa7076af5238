// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as LiveAnswerRequest } from '../../validators/LiveAnswerRequest.js';

/** The child answers a question asked in their session, once; the server marks it and gives the result with the correct answers. */
export const answerLiveQuestion: Operation<paths['/api/session/{session_id}/questions/{asked_id}/answer']['post']> = {
  method: 'POST',
  path: 'session/{session_id}/questions/{asked_id}/answer',
  auth: true,
  request: { schema: 'LiveAnswerRequest', validate: LiveAnswerRequest },
  response: { schema: 'AnswerResponse', load: () => import('../../validators/AnswerResponse.js') },
};
