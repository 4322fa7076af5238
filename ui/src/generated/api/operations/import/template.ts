// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** A template workbook: `subjects` or `questions`. */
export const template: Operation<paths['/api/import/template/{kind}']['get']> = {
  method: 'GET',
  path: 'import/template/{kind}',
  auth: true,
};
