// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Takes a backup now (SQLite; PostgreSQL is backed up with pgBackRest). */
export const backUpNow: Operation<paths['/api/admin/backups']['post']> = {
  method: 'POST',
  path: 'admin/backups',
  auth: true,
  response: { schema: 'BackupSummary', load: () => import('../../validators/BackupSummary.js') },
};
