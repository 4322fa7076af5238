// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as SubscriptionChange } from '../../validators/SubscriptionChange.js';

/** Changes the plan and weekly slots (parents, the subscription's tutor and admins). Answers where to send the parent next: the payment page while the subscription is still pending or its price changed before the first payment, otherwise `success_url`. */
export const changeSubscription: Operation<paths['/api/subscription/{subscription_id}']['put']> = {
  method: 'PUT',
  path: 'subscription/{subscription_id}',
  auth: true,
  request: { schema: 'SubscriptionChange', validate: SubscriptionChange },
  response: { schema: 'PaymentRedirect', load: () => import('../../validators/PaymentRedirect.js') },
};
