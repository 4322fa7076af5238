// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The best total of the student's earlier games of this type and length. */
export const highscore: Operation<paths['/api/game/highscore']['get']> = {
  method: 'GET',
  path: 'game/highscore',
  auth: true,
  response: { schema: 'Highscore', load: () => import('../../validators/Highscore.js') },
};
