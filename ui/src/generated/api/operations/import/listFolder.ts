// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The folders, and the subjects and questions workbooks, in a folder of the import folder. */
export const listFolder: Operation<paths['/api/import/folders']['get']> = {
  method: 'GET',
  path: 'import/folders',
  auth: true,
  response: { schema: 'DriveItem', list: true, load: () => import('../../validators/DriveItem.js') },
};
