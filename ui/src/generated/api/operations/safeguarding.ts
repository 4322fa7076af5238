// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { raise } from './safeguarding/raise';
export { raised } from './safeguarding/raised';
export { getConcern } from './safeguarding/getConcern';
export { updateConcern } from './safeguarding/updateConcern';
export { listConcerns } from './safeguarding/listConcerns';
export { markFlaggedReviewed } from './safeguarding/markFlaggedReviewed';
export { listFlagged } from './safeguarding/listFlagged';
export { suspend } from './safeguarding/suspend';
