// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listConcerns: Operation<paths['/api/safeguarding/concerns']['get']> = {
  method: 'GET',
  path: 'safeguarding/concerns',
  auth: true,
  response: { schema: 'Concern', list: true, load: () => import('../../validators/Concern.js') },
};
