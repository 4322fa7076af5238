// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listTopics: Operation<paths['/api/theme/{theme_id}/topic']['get']> = {
  method: 'GET',
  path: 'theme/{theme_id}/topic',
  auth: true,
  response: { schema: 'AdminTopic', list: true, load: () => import('../../validators/AdminTopic.js') },
};
