// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NamedBody } from '../../validators/NamedBody.js';

export const saveTopic: Operation<paths['/api/topic/{topic_id}']['put']> = {
  method: 'PUT',
  path: 'topic/{topic_id}',
  auth: true,
  request: { schema: 'NamedBody', validate: NamedBody },
  response: { schema: 'AdminTopic', load: () => import('../../validators/AdminTopic.js') },
};
