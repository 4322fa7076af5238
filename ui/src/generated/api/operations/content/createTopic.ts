// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NamedBody } from '../../validators/NamedBody.js';

export const createTopic: Operation<paths['/api/theme/{theme_id}/topic']['post']> = {
  method: 'POST',
  path: 'theme/{theme_id}/topic',
  auth: true,
  request: { schema: 'NamedBody', validate: NamedBody },
  response: { schema: 'AdminTopic', load: () => import('../../validators/AdminTopic.js') },
};
