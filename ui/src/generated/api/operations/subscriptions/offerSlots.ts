// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as AvailabilityRequest } from '../../validators/AvailabilityRequest.js';

/** Free slots of the subject's tutors at the preferred days and times, each with the tutor who would take it. Platform Only needs none. */
export const offerSlots: Operation<paths['/api/availability']['post']> = {
  method: 'POST',
  path: 'availability',
  auth: true,
  request: { schema: 'AvailabilityRequest', validate: AvailabilityRequest },
  response: { schema: 'TutorSlot', list: true, load: () => import('../../validators/TutorSlot.js') },
};
