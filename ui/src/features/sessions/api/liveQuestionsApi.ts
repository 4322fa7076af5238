import * as sessions from '../../../generated/api/operations/sessions';
import type { AnswerResponse, LiveQuestion } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';
import type { AnswerMap } from '../../../components/question/answerMap';

/** The questions asked in the session so far, with the child's answers. */
export function fetchLiveQuestions(sessionId: string): Promise<LiveQuestion[]> {
  return call(sessions.liveQuestions, { params: { session_id: sessionId } });
}

/** The tutor asks a bank question; every question asked so far comes back. */
export function askLiveQuestion(sessionId: string, questionId: string): Promise<LiveQuestion[]> {
  return call(sessions.askLiveQuestion, {
    params: { session_id: sessionId },
    body: { question_id: questionId },
  });
}

/** The child's answer, marked by the server. */
export function answerLiveQuestion(
  sessionId: string,
  askedId: string,
  answer: AnswerMap,
  seconds: number,
): Promise<AnswerResponse> {
  return call(sessions.answerLiveQuestion, {
    params: { session_id: sessionId, asked_id: askedId },
    body: { answer, time: seconds },
  });
}
