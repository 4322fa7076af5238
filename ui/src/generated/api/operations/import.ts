// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { status } from './import/status';
export { listFolder } from './import/listFolder';
export { importQuestions } from './import/importQuestions';
export { results } from './import/results';
export { importSubjects } from './import/importSubjects';
export { template } from './import/template';
export { upload } from './import/upload';
