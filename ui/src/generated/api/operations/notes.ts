// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { listNotes } from './notes/listNotes';
export { postNote } from './notes/postNote';
export { events } from './notes/events';
export { markRead } from './notes/markRead';
export { unread } from './notes/unread';
