// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { getParent } from './parents/getParent';
export { saveParent } from './parents/saveParent';
export { createParent } from './parents/createParent';
export { getDigest } from './parents/getDigest';
export { createStudent } from './parents/createStudent';
export { setReadAloud } from './parents/setReadAloud';
export { setRecording } from './parents/setRecording';
export { setTimeAllowance } from './parents/setTimeAllowance';
