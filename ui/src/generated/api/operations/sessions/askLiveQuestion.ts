// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as AskLiveQuestion } from '../../validators/AskLiveQuestion.js';

/** The tutor asks a bank question of the session's subject, while the session is on; every question asked so far comes back. */
export const askLiveQuestion: Operation<paths['/api/session/{session_id}/questions']['post']> = {
  method: 'POST',
  path: 'session/{session_id}/questions',
  auth: true,
  request: { schema: 'AskLiveQuestion', validate: AskLiveQuestion },
  response: { schema: 'LiveQuestion', list: true, load: () => import('../../validators/LiveQuestion.js') },
};
