import type { LiveQuestion } from '../../../../generated/api/schemas';
import type { AnswerMap } from '../../../../components/question/answerMap';

/** The newest question the child has not answered yet, if any. */
export function openQuestion(questions: LiveQuestion[]): LiveQuestion | null {
  return [...questions].reverse().find((question) => !question.answered) ?? null;
}

/** How the tutor's list reads a question's state. */
export function questionState(question: LiveQuestion, childName: string): string {
  switch (question.answered?.result) {
    case undefined:
      return `Waiting for ${childName}`;
    case 'CORRECT':
      return 'Right';
    case 'PASSED':
      return 'Passed';
    case 'INCORRECT':
      return 'Not right';
  }
}

/** What the child typed or chose, as the tutor reads it. */
export function givenText(answer: AnswerMap): string {
  return Object.values(answer)
    .map((part) => part.value)
    .filter((value) => value !== '')
    .join(', ');
}

/** Seconds since the question was asked, as the server bounds an answer's time. */
export function secondsSince(askedAt: string, now: number): number {
  return Math.max(0, (now - Date.parse(askedAt)) / 1000);
}
