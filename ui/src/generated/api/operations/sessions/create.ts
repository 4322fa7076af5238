// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** A one-time code for the session's student, tutor or an admin, until the session ends; it expires within 2 minutes. */
export const create: Operation<paths['/api/session/{session_id}/handoff']['post']> = {
  method: 'POST',
  path: 'session/{session_id}/handoff',
  auth: true,
  response: { schema: 'SessionHandoff', load: () => import('../../validators/SessionHandoff.js') },
};
