// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The newest e-mails, for admins of a demo server, where no SMTP relay delivers them (one-time passwords, weekly digests). */
export const outbox: Operation<paths['/api/admin/outbox']['get']> = {
  method: 'GET',
  path: 'admin/outbox',
  auth: true,
  response: { schema: 'OutboxEmail', list: true, load: () => import('../../validators/OutboxEmail.js') },
};
