// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getTopic: Operation<paths['/api/topic/{topic_id}']['get']> = {
  method: 'GET',
  path: 'topic/{topic_id}',
  auth: true,
  response: { schema: 'AdminTopic', load: () => import('../../validators/AdminTopic.js') },
};
