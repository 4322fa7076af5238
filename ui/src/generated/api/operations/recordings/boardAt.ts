// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The session's whiteboard as it was at a moment of the recording, to show beside the video: the board's changes stored by then, merged. For the same people who may watch the recording. */
export const boardAt: Operation<paths['/api/recording/{recording_id}/board']['get']> = {
  method: 'GET',
  path: 'recording/{recording_id}/board',
  auth: true,
  response: { schema: 'Scene', load: () => import('../../validators/Scene.js') },
};
