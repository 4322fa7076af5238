// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NewSubscription } from '../../validators/NewSubscription.js';

/** Holds the chosen slots and answers the payment page to send the parent to; the subscription is Pending until the payment arrives. */
export const subscribe: Operation<paths['/api/subscription']['post']> = {
  method: 'POST',
  path: 'subscription',
  auth: true,
  request: { schema: 'NewSubscription', validate: NewSubscription },
  response: { schema: 'PaymentRedirect', load: () => import('../../validators/PaymentRedirect.js') },
};
