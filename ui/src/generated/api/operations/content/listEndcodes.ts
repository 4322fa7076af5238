// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listEndcodes: Operation<paths['/api/topic/{topic_id}/endcode']['get']> = {
  method: 'GET',
  path: 'topic/{topic_id}/endcode',
  auth: true,
  response: { schema: 'AdminEndcode', list: true, load: () => import('../../validators/AdminEndcode.js') },
};
