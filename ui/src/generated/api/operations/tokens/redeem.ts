// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as RedeemRequest } from '../../validators/RedeemRequest.js';

/** Spends tokens on a prize; refused, changing nothing, when the balance is short. */
export const redeem: Operation<paths['/api/student/prize']['post']> = {
  method: 'POST',
  path: 'student/prize',
  auth: true,
  request: { schema: 'RedeemRequest', validate: RedeemRequest },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
