// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** subject > theme > topic > endcode, each with the score range of its questions, the student's current score, the score at the start of this week, and the answers of the last seven days. Only content with questions is shown. */
export const currentStats: Operation<paths['/api/student/{student_id}/current_stats']['get']> = {
  method: 'GET',
  path: 'student/{student_id}/current_stats',
  auth: true,
  response: { schema: 'PerformanceNode', list: true, load: () => import('../../validators/PerformanceNode.js') },
};
