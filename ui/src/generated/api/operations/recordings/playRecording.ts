// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

import type { Operation } from '../../../../lib/api/operation';
import type { paths } from '../../types';

/** The session's recording as one WebM (VP8 and Opus: the tutor on the left, the child on the right). Sends `Accept-Ranges: bytes` and answers a `Range` of `bytes=a-b`, `bytes=a-` or `bytes=-n` with 206 and `Content-Range`; a range past the end gets 416. Only the child's parent and the safeguarding lead may watch; anyone else is told there is no such recording. Every playback served is noted with who, when and from where. */
export const playRecording: Operation<paths['/api/recording/{recording_id}']['get']> = {
  method: 'GET',
  path: 'recording/{recording_id}',
  auth: true,
};
