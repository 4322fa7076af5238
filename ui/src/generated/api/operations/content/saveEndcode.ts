// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as EndcodeBody } from '../../validators/EndcodeBody.js';

export const saveEndcode: Operation<paths['/api/endcode/{endcode_id}']['put']> = {
  method: 'PUT',
  path: 'endcode/{endcode_id}',
  auth: true,
  request: { schema: 'EndcodeBody', validate: EndcodeBody },
  response: { schema: 'AdminEndcode', load: () => import('../../validators/AdminEndcode.js') },
};
