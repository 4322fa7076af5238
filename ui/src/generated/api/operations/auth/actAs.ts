// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** A parent signs in as one of their own students ("Login as {first name}"). */
export const actAs: Operation<paths['/api/auth/act_as/{student_id}']['post']> = {
  method: 'POST',
  path: 'auth/act_as/{student_id}',
  auth: true,
  response: { schema: 'TokenResponse', load: () => import('../../validators/TokenResponse.js') },
};
