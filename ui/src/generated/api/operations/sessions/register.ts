// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as RegisterEvent } from '../../validators/RegisterEvent.js';

/** Records a register event of the caller (the session's student or tutor) at the server's time, while the session's room is open. */
export const register: Operation<paths['/api/session/{session_id}/register']['put']> = {
  method: 'PUT',
  path: 'session/{session_id}/register',
  auth: true,
  request: { schema: 'RegisterEvent', validate: RegisterEvent },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
