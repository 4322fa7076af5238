// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const prizes: Operation<paths['/api/student/prizes']['get']> = {
  method: 'GET',
  path: 'student/prizes',
  auth: true,
  response: { schema: 'PrizeList', load: () => import('../../validators/PrizeList.js') },
};
