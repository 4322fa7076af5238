// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const deleteMix: Operation<paths['/api/student/{student_id}/mixes/{mix_id}']['delete']> = {
  method: 'DELETE',
  path: 'student/{student_id}/mixes/{mix_id}',
  auth: true,
  response: { schema: 'DeletedMix', load: () => import('../../validators/DeletedMix.js') },
};
