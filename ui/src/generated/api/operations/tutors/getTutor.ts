// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getTutor: Operation<paths['/api/tutor']['get']> = {
  method: 'GET',
  path: 'tutor',
  auth: true,
  response: { schema: 'Tutor', load: () => import('../../validators/Tutor.js') },
};
