// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as SignInRequest } from '../../validators/SignInRequest.js';

/** Signs in on the sign-in page of a role: a username for students, an e-mail address for everyone else. */
export const signIn: Operation<paths['/api/auth/signin']['post']> = {
  method: 'POST',
  path: 'auth/signin',
  auth: false,
  request: { schema: 'SignInRequest', validate: SignInRequest },
  response: { schema: 'TokenResponse', load: () => import('../../validators/TokenResponse.js') },
};
