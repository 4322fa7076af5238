// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as RefreshRequest } from '../../validators/RefreshRequest.js';

/** Ends the sign-in that the refresh token belongs to: its refresh tokens and its id tokens stop working at once. A browser signed in from a hand-off has no refresh token: its id token, sent as usual, names the sign-in to end. */
export const signOut: Operation<paths['/api/auth/signout']['post']> = {
  method: 'POST',
  path: 'auth/signout',
  auth: false,
  request: { schema: 'RefreshRequest', validate: RefreshRequest },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
