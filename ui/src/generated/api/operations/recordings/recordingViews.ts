// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** Who watched the recording, when and from which address, oldest first: for the same people who may watch it. */
export const recordingViews: Operation<paths['/api/recording/{recording_id}/views']['get']> = {
  method: 'GET',
  path: 'recording/{recording_id}/views',
  auth: true,
  response: { schema: 'RecordingView', list: true, load: () => import('../../validators/RecordingView.js') },
};
