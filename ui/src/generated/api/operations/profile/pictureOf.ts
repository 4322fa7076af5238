// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Where a user's picture is served from, if they have one. */
export const pictureOf: Operation<paths['/api/profile/{user_id}/picture']['get']> = {
  method: 'GET',
  path: 'profile/{user_id}/picture',
  auth: true,
  response: { schema: 'PicturePath', load: () => import('../../validators/PicturePath.js') },
};
