// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as GameSummary } from '../../validators/GameSummary.js';

/** Saves a game's summary when it ends or is left. */
export const saveGame: Operation<paths['/api/game']['put']> = {
  method: 'PUT',
  path: 'game',
  auth: true,
  request: { schema: 'GameSummary', validate: GameSummary },
  response: { schema: 'SavedGame', load: () => import('../../validators/SavedGame.js') },
};
