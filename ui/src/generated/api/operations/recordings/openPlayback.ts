// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Opens a playback in the player: notes it in the audit log and gives the URL the player streams from, with a pass good for an hour. */
export const openPlayback: Operation<paths['/api/recording/{recording_id}/playback']['post']> = {
  method: 'POST',
  path: 'recording/{recording_id}/playback',
  auth: true,
  response: { schema: 'PlaybackPass', load: () => import('../../validators/PlaybackPass.js') },
};
