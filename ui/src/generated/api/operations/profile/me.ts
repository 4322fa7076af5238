// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The signed-in user. Works while a password change is still owed, so the UI can show who is signed in on the change-password screen. */
export const me: Operation<paths['/api/profile/me']['get']> = {
  method: 'GET',
  path: 'profile/me',
  auth: true,
  response: { schema: 'Me', load: () => import('../../validators/Me.js') },
};
