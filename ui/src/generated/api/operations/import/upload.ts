// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Puts a workbook (the request body) into a folder of the import folder, replacing a file of the same name. */
export const upload: Operation<paths['/api/import/upload']['post']> = {
  method: 'POST',
  path: 'import/upload',
  auth: true,
  response: { schema: 'DriveItem', load: () => import('../../validators/DriveItem.js') },
};
