// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The questions asked in the session, first asked first, with the child's answers; never the correct answers. */
export const liveQuestions: Operation<paths['/api/session/{session_id}/questions']['get']> = {
  method: 'GET',
  path: 'session/{session_id}/questions',
  auth: true,
  response: { schema: 'LiveQuestion', list: true, load: () => import('../../validators/LiveQuestion.js') },
};
