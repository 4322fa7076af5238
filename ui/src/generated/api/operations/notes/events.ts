// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Server-sent events: a `message` event carrying each new note of the channel as it is posted, on any server replica. */
export const events: Operation<paths['/api/note/{student}/{subject}/events']['get']> = {
  method: 'GET',
  path: 'note/{student}/{subject}/events',
  auth: true,
};
