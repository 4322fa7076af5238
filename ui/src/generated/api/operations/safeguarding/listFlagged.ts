// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listFlagged: Operation<paths['/api/safeguarding/flagged_messages']['get']> = {
  method: 'GET',
  path: 'safeguarding/flagged_messages',
  auth: true,
  response: { schema: 'FlaggedMessage', list: true, load: () => import('../../validators/FlaggedMessage.js') },
};
