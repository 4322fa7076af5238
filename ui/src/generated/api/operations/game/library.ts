// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The games that can be played. */
export const library: Operation<paths['/api/game/library']['get']> = {
  method: 'GET',
  path: 'game/library',
  auth: true,
  response: { schema: 'LibraryGame', list: true, load: () => import('../../validators/LibraryGame.js') },
};
