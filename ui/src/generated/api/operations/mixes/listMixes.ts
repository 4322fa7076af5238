// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listMixes: Operation<paths['/api/student/{student_id}/mixes']['get']> = {
  method: 'GET',
  path: 'student/{student_id}/mixes',
  auth: true,
  response: { schema: 'Mix', list: true, load: () => import('../../validators/Mix.js') },
};
