// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as Session } from '../../validators/Session.js';

export const upcoming: Operation<paths['/api/session/list/upcoming']['get']> = {
  method: 'GET',
  path: 'session/list/upcoming',
  auth: true,
  response: { schema: 'Session', list: true, validate: Session },
};
