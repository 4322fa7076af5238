// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as Suspension } from '../../validators/Suspension.js';

/** Suspends a tutor while an open concern about them is looked into, or lifts the suspension. */
export const suspend: Operation<paths['/api/safeguarding/tutor/{tutor_id}/suspension']['put']> = {
  method: 'PUT',
  path: 'safeguarding/tutor/{tutor_id}/suspension',
  auth: true,
  request: { schema: 'Suspension', validate: Suspension },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
