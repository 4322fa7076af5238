// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { cancelSession } from './sessions/cancelSession';
export { past } from './sessions/past';
export { upcoming } from './sessions/upcoming';
export { rescheduleSession } from './sessions/rescheduleSession';
export { substituteSession } from './sessions/substituteSession';
export { getSession } from './sessions/getSession';
export { bank } from './sessions/bank';
export { openChannel } from './sessions/openChannel';
export { chat } from './sessions/chat';
export { create } from './sessions/create';
export { liveQuestions } from './sessions/liveQuestions';
export { askLiveQuestion } from './sessions/askLiveQuestion';
export { answerLiveQuestion } from './sessions/answerLiveQuestion';
export { register } from './sessions/register';
export { getReport } from './sessions/getReport';
export { sendReport } from './sessions/sendReport';
export { room } from './sessions/room';
export { whiteboard } from './sessions/whiteboard';
export { addBoardPicture } from './sessions/addBoardPicture';
export { boardPicture } from './sessions/boardPicture';
export { rescheduleSubscription } from './sessions/rescheduleSubscription';
export { substituteSubscription } from './sessions/substituteSubscription';
export { videoCheck } from './sessions/videoCheck';
