// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { getTutor } from './tutors/getTutor';
export { saveTutor } from './tutors/saveTutor';
export { createTutor } from './tutors/createTutor';
export { listTutors } from './tutors/listTutors';
export { getAvailability } from './tutors/getAvailability';
export { saveAvailability } from './tutors/saveAvailability';
