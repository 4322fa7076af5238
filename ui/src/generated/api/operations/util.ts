// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { apiStatus } from './util/apiStatus';
export { clientConfig } from './util/clientConfig';
export { health } from './util/health';
export { ready } from './util/ready';
export { remoteLog } from './util/remoteLog';
