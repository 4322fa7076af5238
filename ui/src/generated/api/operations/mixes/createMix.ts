// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as MixBody } from '../../validators/MixBody.js';

export const createMix: Operation<paths['/api/student/{student_id}/mixes']['post']> = {
  method: 'POST',
  path: 'student/{student_id}/mixes',
  auth: true,
  request: { schema: 'MixBody', validate: MixBody },
  response: { schema: 'Mix', load: () => import('../../validators/Mix.js') },
};
