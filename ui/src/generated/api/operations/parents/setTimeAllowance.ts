// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as TimeAllowanceBody } from '../../validators/TimeAllowanceBody.js';

/** Gives one of the parent's children extra time in games, or takes it away (docs/games.md, "Extra time"). Games already started keep their clock; the next one uses the new allowance. */
export const setTimeAllowance: Operation<paths['/api/parent/student/{student_id}/time_allowance']['put']> = {
  method: 'PUT',
  path: 'parent/student/{student_id}/time_allowance',
  auth: true,
  request: { schema: 'TimeAllowanceBody', validate: TimeAllowanceBody },
  response: { schema: 'ParentProfile', load: () => import('../../validators/ParentProfile.js') },
};
