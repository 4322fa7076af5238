// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** This week so far for each of the signed-in parent's children: what the weekly e-mail will say once the week is over. */
export const getDigest: Operation<paths['/api/parent/digest']['get']> = {
  method: 'GET',
  path: 'parent/digest',
  auth: true,
  response: { schema: 'WeeklyDigest', load: () => import('../../validators/WeeklyDigest.js') },
};
