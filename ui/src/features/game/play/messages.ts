import type { Decision } from '../../../generated/Decision';

/* The play screen's texts; the tests match them exactly. */

export const RESULT_TEXT: Record<Decision, string> = {
  CORRECT: 'Correct, well done!',
  INCORRECT: 'Sorry, that is not the correct answer. The correct answer is shown above.',
  PASSED: 'You passed. The correct answer is shown above.',
};

export const NO_CORRECT_ANSWER = 'Oh no! Sorry, I can`t show the correct answer';

export const GENERATING = 'Generating a question, please wait a moment';

export const ERROR_HINTS = [
  'Try again',
  'Try again with different difficulty',
  'Quit the game and try again with a different subject mix',
];
