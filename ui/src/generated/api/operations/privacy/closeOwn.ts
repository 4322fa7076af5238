// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as CloseFamilyRequest } from '../../validators/CloseFamilyRequest.js';

/** Closes the signed-in parent's family account, confirmed with their password. */
export const closeOwn: Operation<paths['/api/family/close']['post']> = {
  method: 'POST',
  path: 'family/close',
  auth: true,
  request: { schema: 'CloseFamilyRequest', validate: CloseFamilyRequest },
  response: { schema: 'FamilyClosed', load: () => import('../../validators/FamilyClosed.js') },
};
