// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const unread: Operation<paths['/api/unread_notes/{student}/{subject}']['get']> = {
  method: 'GET',
  path: 'unread_notes/{student}/{subject}',
  auth: true,
  response: { schema: 'UnreadNotes', load: () => import('../../validators/UnreadNotes.js') },
};
