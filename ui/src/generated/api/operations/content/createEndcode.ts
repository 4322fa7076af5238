// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as EndcodeBody } from '../../validators/EndcodeBody.js';

export const createEndcode: Operation<paths['/api/topic/{topic_id}/endcode']['post']> = {
  method: 'POST',
  path: 'topic/{topic_id}/endcode',
  auth: true,
  request: { schema: 'EndcodeBody', validate: EndcodeBody },
  response: { schema: 'AdminEndcode', load: () => import('../../validators/AdminEndcode.js') },
};
