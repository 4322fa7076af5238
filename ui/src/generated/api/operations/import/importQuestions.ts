// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Starts importing a `.questions.xlsx` workbook in the background. */
export const importQuestions: Operation<paths['/api/import/questions']['post']> = {
  method: 'POST',
  path: 'import/questions',
  auth: true,
  response: { schema: 'Success', load: () => import('../../validators/Success.js') },
};
