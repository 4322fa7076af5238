// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** One picture of the board, with its data: for whoever may read the board. A board kept before pictures had ids of this form may hold pictures without a time; they come as they were kept. */
export const boardPicture: Operation<paths['/api/session/{session_id}/whiteboard/pictures/{file_id}']['get']> = {
  method: 'GET',
  path: 'session/{session_id}/whiteboard/pictures/{file_id}',
  auth: true,
  response: { schema: 'BoardFile', load: () => import('../../validators/BoardFile.js') },
};
