// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getAvailability: Operation<paths['/api/tutor/{tutor_id}/availability']['get']> = {
  method: 'GET',
  path: 'tutor/{tutor_id}/availability',
  auth: true,
  response: { schema: 'Availability', load: () => import('../../validators/Availability.js') },
};
