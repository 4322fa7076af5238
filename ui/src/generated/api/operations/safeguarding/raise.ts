// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as NewConcern } from '../../validators/NewConcern.js';

/** Raises a concern; the safeguarding leads are e-mailed at once (without its words, which stay on the platform). */
export const raise: Operation<paths['/api/concern']['post']> = {
  method: 'POST',
  path: 'concern',
  auth: true,
  request: { schema: 'NewConcern', validate: NewConcern },
  response: { schema: 'RaisedConcern', load: () => import('../../validators/RaisedConcern.js') },
};
