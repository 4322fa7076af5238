// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Settings the UI needs before anyone signs in. */
export const clientConfig: Operation<paths['/api/client_config']['get']> = {
  method: 'GET',
  path: 'client_config',
  auth: false,
  response: { schema: 'ClientConfig', load: () => import('../../validators/ClientConfig.js') },
};
