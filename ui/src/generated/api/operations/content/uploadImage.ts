// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ImageUpload } from '../../validators/ImageUpload.js';

/** Stores an image; it is served at `/static-data/attachments/{image_id}`. */
export const uploadImage: Operation<paths['/api/admin/image']['post']> = {
  method: 'POST',
  path: 'admin/image',
  auth: true,
  request: { schema: 'ImageUpload', validate: ImageUpload },
  response: { schema: 'ImageId', load: () => import('../../validators/ImageId.js') },
};
