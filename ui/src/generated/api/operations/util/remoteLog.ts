// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as RemoteLogEntry } from '../../validators/RemoteLogEntry.js';

/** Records an error the UI showed to a user, in the server's log. */
export const remoteLog: Operation<paths['/api/util/log']['post']> = {
  method: 'POST',
  path: 'util/log',
  auth: true,
  request: { schema: 'RemoteLogEntry', validate: RemoteLogEntry },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
