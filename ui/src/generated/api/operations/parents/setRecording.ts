// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';
import { validate as RecordingChoice } from '../../validators/RecordingChoice.js';

/** Lets one of the parent's children's sessions be recorded, or not (docs/recordings.md). An objection holds from the next time either side opens the room; the time it was made is kept. */
export const setRecording: Operation<paths['/api/parent/student/{student_id}/recording']['put']> = {
  method: 'PUT',
  path: 'parent/student/{student_id}/recording',
  auth: true,
  request: { schema: 'RecordingChoice', validate: RecordingChoice },
  response: { schema: 'ParentProfile', load: () => import('../../validators/ParentProfile.js') },
};
