// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The recording streamed to a player with its playback pass, byte ranges as for `GET /recording/{recording_id}`. The playback was noted when the pass was given, so the many range requests of one playback are not. The pass's sign-in must still last and its viewer may still watch. */
export const streamRecording: Operation<paths['/api/recording/{recording_id}/stream']['get']> = {
  method: 'GET',
  path: 'recording/{recording_id}/stream',
  auth: false,
};
