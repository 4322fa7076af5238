import { describe, expect, it } from 'vitest';

import type { AnswerOutcome } from '../../../generated/AnswerOutcome';
import { after, NEW_PLAYER_SCORE } from '../rules/scoring';
import { earned, hasBonus } from './earned';
import type { AnswerResult } from './gameState';
import { earnedText } from './messages';

const right = (difficulty: AnswerOutcome['difficulty']): AnswerOutcome => ({
  result: 'CORRECT',
  difficulty,
  standard_time: 10,
  seconds_taken: 5,
});

function answered(before = NEW_PLAYER_SCORE, outcome = right('HARD')) {
  const result: AnswerResult = { decision: outcome.result, correctAnswers: [], before };
  return earned(result, after(before, outcome));
}

describe('what an answer earned', () => {
  it('counts the points towards the total, jewels included', () => {
    // 8 coins for 5 s of 10, and 2 jewels (5 points each) for a hard question.
    expect(answered()).toEqual({ points: 18, jewels: 2, streakPoints: 0 });
    expect(earnedText(answered())).toBe('You earned 18 points, with 2 jewels.');
    expect(hasBonus(answered())).toBe(true);
  });

  it('tells of a streak bonus on every fifth right answer in a row', () => {
    let before = NEW_PLAYER_SCORE;
    for (let count = 0; count < 4; count += 1) before = after(before, right('MEDIUM'));
    const fifth = answered(before, right('MEDIUM'));
    expect(fifth).toEqual({ points: 8 + 20 + 5 + 20, jewels: 1, streakPoints: 1 });
    expect(earnedText(fifth)).toBe('You earned 53 points, with 1 jewel and a streak bonus.');
  });

  it('has no bonus for an easy question, and nothing to say for a wrong one', () => {
    expect(hasBonus(answered(NEW_PLAYER_SCORE, right('EASY')))).toBe(false);
    expect(earnedText(answered(NEW_PLAYER_SCORE, right('EASY')))).toBe('You earned 8 points.');
    const wrong = answered(NEW_PLAYER_SCORE, { ...right('HARD'), result: 'INCORRECT' });
    expect(wrong).toEqual({ points: 0, jewels: 0, streakPoints: 0 });
    expect(earnedText(wrong)).toBeNull();
  });
});
