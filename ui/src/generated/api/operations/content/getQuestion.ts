// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getQuestion: Operation<paths['/api/question/{question_id}']['get']> = {
  method: 'GET',
  path: 'question/{question_id}',
  auth: true,
  response: { schema: 'AdminQuestion', load: () => import('../../validators/AdminQuestion.js') },
};
