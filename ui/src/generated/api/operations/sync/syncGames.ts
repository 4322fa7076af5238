// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as SyncGamesRequest } from '../../validators/SyncGamesRequest.js';

/** Games played offline, saved once each after their answers. */
export const syncGames: Operation<paths['/api/sync/games']['post']> = {
  method: 'POST',
  path: 'sync/games',
  auth: true,
  request: { schema: 'SyncGamesRequest', validate: SyncGamesRequest },
  response: { schema: 'SyncResponse', load: () => import('../../validators/SyncResponse.js') },
};
