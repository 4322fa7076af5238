// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NotesRead } from '../../validators/NotesRead.js';

export const markRead: Operation<paths['/api/notes_read/{student}/{subject}']['put']> = {
  method: 'PUT',
  path: 'notes_read/{student}/{subject}',
  auth: true,
  request: { schema: 'NotesRead', validate: NotesRead },
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
