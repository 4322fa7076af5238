// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The backup's archive as stored. */
export const downloadBackup: Operation<paths['/api/admin/backups/{name}']['get']> = {
  method: 'GET',
  path: 'admin/backups/{name}',
  auth: true,
};
