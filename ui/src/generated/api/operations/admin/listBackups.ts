// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

export const listBackups: Operation<paths['/api/admin/backups']['get']> = {
  method: 'GET',
  path: 'admin/backups',
  auth: true,
  response: { schema: 'Backups', load: () => import('../../validators/Backups.js') },
};
