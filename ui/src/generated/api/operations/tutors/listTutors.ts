// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listTutors: Operation<paths['/api/tutor/list']['get']> = {
  method: 'GET',
  path: 'tutor/list',
  auth: true,
  response: { schema: 'Tutor', list: true, load: () => import('../../validators/Tutor.js') },
};
