// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as Availability } from '../../validators/Availability.js';

/** Replaces the tutor's week. Slots held by a subscription cannot be removed; the whole save is refused then. */
export const saveAvailability: Operation<paths['/api/tutor/{tutor_id}/availability']['put']> = {
  method: 'PUT',
  path: 'tutor/{tutor_id}/availability',
  auth: true,
  request: { schema: 'Availability', validate: Availability },
  response: { schema: 'Availability', load: () => import('../../validators/Availability.js') },
};
