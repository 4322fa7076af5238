// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { contentPack } from './sync/contentPack';
export { syncAnswers } from './sync/syncAnswers';
export { syncGames } from './sync/syncGames';
