// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { ask } from './game/ask';
export { saveGame } from './game/saveGame';
export { highscore } from './game/highscore';
export { library } from './game/library';
export { subjects } from './game/subjects';
export { answer } from './game/answer';
