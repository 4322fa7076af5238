// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The session's tutor puts a picture or a PDF's page (the request body, PNG, JPEG, GIF, WebP or PDF, told apart by its bytes) with the board, while the session is on. The board's pages show it as a background. */
export const addBoardPicture: Operation<paths['/api/session/{session_id}/whiteboard/pictures']['post']> = {
  method: 'POST',
  path: 'session/{session_id}/whiteboard/pictures',
  auth: true,
  response: { schema: 'BoardPicture', load: () => import('../../validators/BoardPicture.js') },
};
