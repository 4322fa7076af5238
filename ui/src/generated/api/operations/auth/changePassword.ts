// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ChangePasswordRequest } from '../../validators/ChangePasswordRequest.js';

/** Sets a new password. Required after signing in with a one-time password; every other sign-in of the account ends, and a fresh session is returned. */
export const changePassword: Operation<paths['/api/auth/password']['post']> = {
  method: 'POST',
  path: 'auth/password',
  auth: true,
  request: { schema: 'ChangePasswordRequest', validate: ChangePasswordRequest },
  response: { schema: 'TokenResponse', load: () => import('../../validators/TokenResponse.js') },
};
