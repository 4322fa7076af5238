// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { reviewAnswer } from './review/reviewAnswer';
export { resolveAnswer } from './review/resolveAnswer';
export { listAnswers } from './review/listAnswers';
