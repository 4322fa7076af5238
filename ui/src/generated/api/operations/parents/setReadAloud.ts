// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ReadAloudBody } from '../../validators/ReadAloudBody.js';

/** Chooses whether one of the parent's children hears each question read out as it appears (docs/games.md, "Read to me"). The child's next question follows the choice once their app reloads their profile. */
export const setReadAloud: Operation<paths['/api/parent/student/{student_id}/read_aloud']['put']> = {
  method: 'PUT',
  path: 'parent/student/{student_id}/read_aloud',
  auth: true,
  request: { schema: 'ReadAloudBody', validate: ReadAloudBody },
  response: { schema: 'ParentProfile', load: () => import('../../validators/ParentProfile.js') },
};
