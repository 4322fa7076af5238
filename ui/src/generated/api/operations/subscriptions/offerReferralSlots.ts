// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as ReferralAvailabilityRequest } from '../../validators/ReferralAvailabilityRequest.js';

/** Free slots of the tutor behind a referral code; 404 for an unknown code. */
export const offerReferralSlots: Operation<paths['/api/availability/referral']['post']> = {
  method: 'POST',
  path: 'availability/referral',
  auth: true,
  request: { schema: 'ReferralAvailabilityRequest', validate: ReferralAvailabilityRequest },
  response: { schema: 'TutorSlot', list: true, load: () => import('../../validators/TutorSlot.js') },
};
