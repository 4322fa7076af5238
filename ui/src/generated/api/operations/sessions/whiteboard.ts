// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The session's whiteboard; an empty scene when nothing was drawn. */
export const whiteboard: Operation<paths['/api/session/{session_id}/whiteboard']['get']> = {
  method: 'GET',
  path: 'session/{session_id}/whiteboard',
  auth: true,
  response: { schema: 'Scene', load: () => import('../../validators/Scene.js') },
};
