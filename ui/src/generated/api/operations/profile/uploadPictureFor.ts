// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as PictureUploadFor } from '../../validators/PictureUploadFor.js';

/** An admin sets another user's picture (a tutor's, with `user_role` TUTOR). */
export const uploadPictureFor: Operation<paths['/api/profile/{user_id}/picture']['post']> = {
  method: 'POST',
  path: 'profile/{user_id}/picture',
  auth: true,
  request: { schema: 'PictureUploadFor', validate: PictureUploadFor },
  response: { schema: 'PicturePath', load: () => import('../../validators/PicturePath.js') },
};
