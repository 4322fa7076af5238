// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Questions whose ref contains `ref` (any letter case) with one of the statuses (all statuses when none is given), in pages ordered by ref. */
export const searchQuestions: Operation<paths['/api/admin/question/search']['get']> = {
  method: 'GET',
  path: 'admin/question/search',
  auth: true,
  response: { schema: 'QuestionSearchResult', load: () => import('../../validators/QuestionSearchResult.js') },
};
