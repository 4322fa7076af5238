// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** One subject's live questions with their answers, for playing offline. */
export const contentPack: Operation<paths['/api/student/{id}/content_pack/{subject_id}']['get']> = {
  method: 'GET',
  path: 'student/{id}/content_pack/{subject_id}',
  auth: true,
  response: { schema: 'ContentPack', load: () => import('../../validators/ContentPack.js') },
};
