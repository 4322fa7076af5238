// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The results workbook of the last import (the file its message names), once it has finished. */
export const results: Operation<paths['/api/import/results']['get']> = {
  method: 'GET',
  path: 'import/results',
  auth: true,
};
