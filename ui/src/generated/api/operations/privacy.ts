// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { findFamily } from './privacy/findFamily';
export { closeFamily } from './privacy/closeFamily';
export { exportFamily } from './privacy/exportFamily';
export { closeOwn } from './privacy/closeOwn';
export { exportOwn } from './privacy/exportOwn';
