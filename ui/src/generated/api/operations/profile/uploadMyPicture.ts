// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as PictureUpload } from '../../validators/PictureUpload.js';

/** Sets the signed-in user's own picture. */
export const uploadMyPicture: Operation<paths['/api/profile/me/picture']['post']> = {
  method: 'POST',
  path: 'profile/me/picture',
  auth: true,
  request: { schema: 'PictureUpload', validate: PictureUpload },
  response: { schema: 'PicturePath', load: () => import('../../validators/PicturePath.js') },
};
