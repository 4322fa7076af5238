// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as SignUpRequest } from '../../validators/SignUpRequest.js';

/** Creates a parent account (students are created by their parents, tutors by admins) and signs it in. */
export const signUp: Operation<paths['/api/auth/signup']['post']> = {
  method: 'POST',
  path: 'auth/signup',
  auth: false,
  request: { schema: 'SignUpRequest', validate: SignUpRequest },
  response: { schema: 'TokenResponse', load: () => import('../../validators/TokenResponse.js') },
};
