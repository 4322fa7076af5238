// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as AskRequest } from '../../validators/AskRequest.js';

/** The next question of a game, chosen for the student by the adaptive engine. Its answers are not sent. */
export const ask: Operation<paths['/api/ask']['put']> = {
  method: 'PUT',
  path: 'ask',
  auth: true,
  request: { schema: 'AskRequest', validate: AskRequest },
  response: { schema: 'AskedQuestion', load: () => import('../../validators/AskedQuestion.js') },
};
