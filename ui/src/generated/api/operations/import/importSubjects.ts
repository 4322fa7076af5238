// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Starts importing a `.subjects.xlsx` workbook in the background. */
export const importSubjects: Operation<paths['/api/import/subjects']['post']> = {
  method: 'POST',
  path: 'import/subjects',
  auth: true,
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
