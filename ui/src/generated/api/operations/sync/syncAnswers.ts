// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as SyncAnswersRequest } from '../../validators/SyncAnswersRequest.js';

/** Answers given offline, marked again here and applied once each. */
export const syncAnswers: Operation<paths['/api/sync/answers']['post']> = {
  method: 'POST',
  path: 'sync/answers',
  auth: true,
  request: { schema: 'SyncAnswersRequest', validate: SyncAnswersRequest },
  response: { schema: 'SyncResponse', load: () => import('../../validators/SyncResponse.js') },
};
