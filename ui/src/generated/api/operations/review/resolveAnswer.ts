// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ResolveUpdate } from '../../validators/ResolveUpdate.js';

/** A tutor (or admin) marks a help request dealt with. */
export const resolveAnswer: Operation<paths['/api/student/answer/{answer_id}/resolve']['put']> = {
  method: 'PUT',
  path: 'student/answer/{answer_id}/resolve',
  auth: true,
  request: { schema: 'ResolveUpdate', validate: ResolveUpdate },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
