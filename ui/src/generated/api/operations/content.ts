// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { uploadImage } from './content/uploadImage';
export { searchQuestions } from './content/searchQuestions';
export { getEndcode } from './content/getEndcode';
export { saveEndcode } from './content/saveEndcode';
export { createQuestion } from './content/createQuestion';
export { getQuestion } from './content/getQuestion';
export { saveQuestion } from './content/saveQuestion';
export { archiveQuestion } from './content/archiveQuestion';
export { listSubjects } from './content/listSubjects';
export { createSubject } from './content/createSubject';
export { getSubject } from './content/getSubject';
export { saveSubject } from './content/saveSubject';
export { listThemes } from './content/listThemes';
export { createTheme } from './content/createTheme';
export { getTheme } from './content/getTheme';
export { saveTheme } from './content/saveTheme';
export { listTopics } from './content/listTopics';
export { createTopic } from './content/createTopic';
export { getTopic } from './content/getTopic';
export { saveTopic } from './content/saveTopic';
export { listEndcodes } from './content/listEndcodes';
export { createEndcode } from './content/createEndcode';
