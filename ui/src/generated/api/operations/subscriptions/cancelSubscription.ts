// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Cancels the subscription here and at the payment provider; its slots are free again and its sessions still to come are cancelled. */
export const cancelSubscription: Operation<paths['/api/subscription/{subscription_id}']['delete']> = {
  method: 'DELETE',
  path: 'subscription/{subscription_id}',
  auth: true,
  response: { schema: 'CancelledSubscription', load: () => import('../../validators/CancelledSubscription.js') },
};
