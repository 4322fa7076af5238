// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The plans and their weekly prices in pence. */
export const listProducts: Operation<paths['/api/subscription_products']['get']> = {
  method: 'GET',
  path: 'subscription_products',
  auth: true,
  response: { schema: 'ProductList', load: () => import('../../validators/ProductList.js') },
};
