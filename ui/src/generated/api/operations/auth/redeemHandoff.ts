// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as HandoffRequest } from '../../validators/HandoffRequest.js';

/** Redeems a handoff code once: a sign-in (with no refresh token) that opens that one session's page and nothing else, and ends with the sign-in that asked for the code. */
export const redeemHandoff: Operation<paths['/api/auth/handoff']['post']> = {
  method: 'POST',
  path: 'auth/handoff',
  auth: false,
  request: { schema: 'HandoffRequest', validate: HandoffRequest },
  response: { schema: 'TokenResponse', load: () => import('../../validators/TokenResponse.js') },
};
