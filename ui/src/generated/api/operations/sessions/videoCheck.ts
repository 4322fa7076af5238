// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The built-in call's ICE servers (with short-lived TURN credentials), or the Jitsi server. */
export const videoCheck: Operation<paths['/api/video/check']['get']> = {
  method: 'GET',
  path: 'video/check',
  auth: true,
  response: { schema: 'VideoCheck', load: () => import('../../validators/VideoCheck.js') },
};
