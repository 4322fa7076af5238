// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { redeem } from './tokens/redeem';
export { prizes } from './tokens/prizes';
export { tokenList } from './tokens/tokenList';
export { grant } from './tokens/grant';
