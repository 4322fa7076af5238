// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const tokenList: Operation<paths['/api/student/{student_id}/tokens']['get']> = {
  method: 'GET',
  path: 'student/{student_id}/tokens',
  auth: true,
  response: { schema: 'TokenList', load: () => import('../../validators/TokenList.js') },
};
