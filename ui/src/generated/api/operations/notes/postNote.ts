// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NewNote } from '../../validators/NewNote.js';

export const postNote: Operation<paths['/api/note/{student}/{subject}']['post']> = {
  method: 'POST',
  path: 'note/{student}/{subject}',
  auth: true,
  request: { schema: 'NewNote', validate: NewNote },
  response: { schema: 'Note', load: () => import('../../validators/Note.js') },
};
