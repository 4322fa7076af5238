import type { Decision } from '../../../generated/api/schemas';
import type { Earned } from './earned';
import { counted } from '../../../lib/plural';
import { RIGHT_ANSWER_PRAISE } from '../../../components/question/praise';

/* The play screen's texts; the tests match them exactly. */

export const RESULT_TEXT: Record<Decision, string> = {
  CORRECT: RIGHT_ANSWER_PRAISE,
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

/** The game ran out of time. */
export const TIME_IS_UP = 'Time is up! Adding up your points…';

/** The child ended the game with 'Quit game'. */
export const GAME_ENDED = 'You ended the game. Adding up your points…';

/** Shown under a failed ask while the next question is asked again by itself. */
export const ASKING_AGAIN = 'Trying again in a moment…';

/** Read out after the result: what a right answer earned, bonuses included. */
export function earnedText(gain: Earned): string | null {
  if (gain.points <= 0) return null;
  const bonuses = [
    gain.jewels > 0 ? counted(gain.jewels, 'jewel') : null,
    gain.streakPoints > 0 ? 'a streak bonus' : null,
  ].filter((bonus) => bonus !== null);
  const withBonuses = bonuses.length > 0 ? `, with ${bonuses.join(' and ')}` : '';
  return `You earned ${counted(gain.points, 'point')}${withBonuses}.`;
}

/** The bonus animation's words: jewels for a harder question, and a streak of 5. */
export const jewelsBurst = (jewels: number) => `+${counted(jewels, 'jewel')}`;
export const STREAK_BURST = 'Streak bonus!';
/** The answer that took the child past their record for this race. */
export const NEW_RECORD_BURST = 'New record!';
