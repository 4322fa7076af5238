// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The session's chat, oldest first. */
export const chat: Operation<paths['/api/session/{session_id}/chat']['get']> = {
  method: 'GET',
  path: 'session/{session_id}/chat',
  auth: true,
  response: { schema: 'ChatMessage', list: true, load: () => import('../../validators/ChatMessage.js') },
};
