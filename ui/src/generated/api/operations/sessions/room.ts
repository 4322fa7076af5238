// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** A pass into the session's room, for its student, its tutor (a substitute included) and admins, from 2 minutes before the start until the end of a paid, uncancelled session. */
export const room: Operation<paths['/api/session/{session_id}/room']['get']> = {
  method: 'GET',
  path: 'session/{session_id}/room',
  auth: true,
  response: { schema: 'RoomToken', load: () => import('../../validators/RoomToken.js') },
};
