// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getConcern: Operation<paths['/api/safeguarding/concern/{concern_id}']['get']> = {
  method: 'GET',
  path: 'safeguarding/concern/{concern_id}',
  auth: true,
  response: { schema: 'Concern', load: () => import('../../validators/Concern.js') },
};
