// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as RefreshRequest } from '../../validators/RefreshRequest.js';

/** Exchanges a refresh token for a new id token and a new refresh token. Each refresh token works once; a second use ends the whole sign-in. */
export const refresh: Operation<paths['/api/auth/refresh']['post']> = {
  method: 'POST',
  path: 'auth/refresh',
  auth: false,
  request: { schema: 'RefreshRequest', validate: RefreshRequest },
  response: { schema: 'TokenResponse', load: () => import('../../validators/TokenResponse.js') },
};
