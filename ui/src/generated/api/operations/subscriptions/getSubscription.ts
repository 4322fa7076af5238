// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const getSubscription: Operation<paths['/api/subscription/{subscription_id}']['get']> = {
  method: 'GET',
  path: 'subscription/{subscription_id}',
  auth: true,
  response: { schema: 'Subscription', load: () => import('../../validators/Subscription.js') },
};
