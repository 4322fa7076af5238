// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listNotes: Operation<paths['/api/note/{student}/{subject}']['get']> = {
  method: 'GET',
  path: 'note/{student}/{subject}',
  auth: true,
  response: { schema: 'NotesPage', load: () => import('../../validators/NotesPage.js') },
};
