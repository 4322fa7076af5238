// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { currentStats } from './performance/currentStats';
export { trendStats } from './performance/trendStats';
