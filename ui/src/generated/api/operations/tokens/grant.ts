// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as GrantTokens } from '../../validators/GrantTokens.js';

/** An admin grants tokens (status Manual). */
export const grant: Operation<paths['/api/student/{student_id}/tokens']['post']> = {
  method: 'POST',
  path: 'student/{student_id}/tokens',
  auth: true,
  request: { schema: 'GrantTokens', validate: GrantTokens },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
