// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Up to five live questions of one area, as the child would see them. */
export const bank: Operation<paths['/api/session/{session_id}/bank']['get']> = {
  method: 'GET',
  path: 'session/{session_id}/bank',
  auth: true,
  response: { schema: 'BankQuestion', list: true, load: () => import('../../validators/BankQuestion.js') },
};
