// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const markFlaggedReviewed: Operation<paths['/api/safeguarding/flagged_message/{message_id}/reviewed']['put']> = {
  method: 'PUT',
  path: 'safeguarding/flagged_message/{message_id}/reviewed',
  auth: true,
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
