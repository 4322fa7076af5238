// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Weekly snapshots for the current week and the three before it (weeks start Monday 00:00 UTC): each holds, for every endcode practised in the nine weeks up to the snapshot, the student's latest score there. */
export const trendStats: Operation<paths['/api/student/{student_id}/trend_stats']['get']> = {
  method: 'GET',
  path: 'student/{student_id}/trend_stats',
  auth: true,
  response: { schema: 'TrendStat', list: true, load: () => import('../../validators/TrendStat.js') },
};
