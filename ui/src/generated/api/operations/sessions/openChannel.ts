// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The session channel, a WebSocket: presence and the built-in call's signalling between the session's student and tutor while the room is open. Messages are `ChannelRequest` up and `ChannelEvent` down. */
export const openChannel: Operation<paths['/api/session/{session_id}/channel']['get']> = {
  method: 'GET',
  path: 'session/{session_id}/channel',
  auth: false,
};
