// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as WeeklyReschedule } from '../../validators/WeeklyReschedule.js';

/** Moves one weekly slot of the subscription from now on. */
export const rescheduleSubscription: Operation<paths['/api/subscription/{subscription_id}/reschedule']['post']> = {
  method: 'POST',
  path: 'subscription/{subscription_id}/reschedule',
  auth: true,
  request: { schema: 'WeeklyReschedule', validate: WeeklyReschedule },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
