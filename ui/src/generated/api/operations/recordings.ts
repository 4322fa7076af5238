// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { playRecording } from './recordings/playRecording';
export { boardAt } from './recordings/boardAt';
export { openPlayback } from './recordings/openPlayback';
export { streamRecording } from './recordings/streamRecording';
export { recordingViews } from './recordings/recordingViews';
