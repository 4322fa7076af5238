// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Subjects with live questions, for the game setup screen. */
export const subjects: Operation<paths['/api/game/subjects']['get']> = {
  method: 'GET',
  path: 'game/subjects',
  auth: true,
  response: { schema: 'Named', list: true, load: () => import('../../validators/Named.js') },
};
