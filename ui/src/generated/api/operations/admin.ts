// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { listBackups } from './admin/listBackups';
export { backUpNow } from './admin/backUpNow';
export { downloadBackup } from './admin/downloadBackup';
export { outbox } from './admin/outbox';
export { unreported } from './admin/unreported';
export { getVariables } from './admin/getVariables';
export { saveVariables } from './admin/saveVariables';
export { resetScore } from './admin/resetScore';
export { listScores } from './admin/listScores';
