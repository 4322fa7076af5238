// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Gives the subscription to another tutor free at all its weekly times. */
export const substituteSubscription: Operation<paths['/api/subscription/{subscription_id}/substitute']['post']> = {
  method: 'POST',
  path: 'subscription/{subscription_id}/substitute',
  auth: true,
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
