// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { listMixes } from './mixes/listMixes';
export { createMix } from './mixes/createMix';
export { saveMix } from './mixes/saveMix';
export { deleteMix } from './mixes/deleteMix';
