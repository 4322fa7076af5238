import { describe, expect, it } from 'vitest';

import type { Decision } from '../../../generated/api/schemas';
import type { PlayerScore } from '../../../generated/PlayerScore';
import { NEW_PLAYER_SCORE } from '../rules/scoring';
import { beatsRecord, celebrationFor } from './celebration';

const score = (coins: number, streakPoints = 0): PlayerScore => ({
  ...NEW_PLAYER_SCORE,
  score: coins,
  streak_points: streakPoints,
});

const result = (decision: Decision, before: PlayerScore) => ({
  decision,
  correctAnswers: [],
  before,
});

describe('celebrations', () => {
  it('cheers a right answer, a streak louder, and a new record loudest', () => {
    expect(celebrationFor(result('CORRECT', score(10)), score(18), 50)).toBe('correct');
    expect(celebrationFor(result('CORRECT', score(10)), score(38, 1), 100)).toBe('streak');
    // 38 + 20 for the streak point passes the record of 50.
    expect(celebrationFor(result('CORRECT', score(10)), score(38, 1), 50)).toBe('record');
  });

  it('is quiet for a wrong or passed answer', () => {
    expect(celebrationFor(result('INCORRECT', score(10)), score(10), 5)).toBeNull();
    expect(celebrationFor(result('PASSED', score(10)), score(10), 5)).toBeNull();
  });

  it('counts a record as beaten once, on the answer that passes it', () => {
    expect(beatsRecord(score(40), score(51), 50)).toBe(true);
    expect(beatsRecord(score(50), score(51), 50)).toBe(true);
    expect(beatsRecord(score(51), score(60), 50)).toBe(false);
    expect(beatsRecord(score(40), score(50), 50)).toBe(false);
  });

  it("has no record to beat in a child's first game", () => {
    expect(beatsRecord(score(0), score(12), null)).toBe(false);
    expect(beatsRecord(score(0), score(12), 0)).toBe(false);
  });
});
