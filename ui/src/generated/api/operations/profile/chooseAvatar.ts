// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as AvatarChoice } from '../../validators/AvatarChoice.js';

/** Makes one of the app's drawn avatars the signed-in user's picture (docs/accounts.md, "Pictures"). A photo it replaces is deleted. */
export const chooseAvatar: Operation<paths['/api/profile/me/avatar']['put']> = {
  method: 'PUT',
  path: 'profile/me/avatar',
  auth: true,
  request: { schema: 'AvatarChoice', validate: AvatarChoice },
  response: { schema: 'PicturePath', load: () => import('../../validators/PicturePath.js') },
};
