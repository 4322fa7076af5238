// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ConcernUpdate } from '../../validators/ConcernUpdate.js';

/** Records where a concern stands, the lead's notes and, to close it, the outcome. */
export const updateConcern: Operation<paths['/api/safeguarding/concern/{concern_id}']['put']> = {
  method: 'PUT',
  path: 'safeguarding/concern/{concern_id}',
  auth: true,
  request: { schema: 'ConcernUpdate', validate: ConcernUpdate },
  response: { schema: 'Concern', load: () => import('../../validators/Concern.js') },
};
