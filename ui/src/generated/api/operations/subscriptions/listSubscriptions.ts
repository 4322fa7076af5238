// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** A parent's own subscriptions; every subscription for admins. */
export const listSubscriptions: Operation<paths['/api/subscription/list']['get']> = {
  method: 'GET',
  path: 'subscription/list',
  auth: true,
  response: { schema: 'Subscription', list: true, load: () => import('../../validators/Subscription.js') },
};
