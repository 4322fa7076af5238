// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

/** Where the API lives; operation paths are relative to it. */
export const API_PREFIX = '/api/';
