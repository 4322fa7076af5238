import { describe, expect, it } from 'vitest';

import { measuredDifficulty, measuredRange } from './measuredDifficulty';

describe('measured difficulty', () => {
  it('shows the measured difficulty beside the authored score', () => {
    const question = { score: 85, measured_count: 340, measured_in_use: true };
    expect(measuredDifficulty({ ...question, measured_score: 92.04 })).toBe(
      'authored 85, measured 92 from 340 answers',
    );
    expect(measuredDifficulty({ ...question, measured_score: null, measured_count: 0 })).toBe(
      'authored 85, not measured yet',
    );
    expect(
      measuredDifficulty({
        ...question,
        measured_score: 88.26,
        measured_count: 1,
        measured_in_use: false,
      }),
    ).toBe(
      'authored 85, measured 88.3 from 1 answer; games use the authored score until more answers come',
    );
  });

  it('shows a level’s measured range with the answers behind it', () => {
    const measured = { min_score: 82, max_score: 97.5, question_count: 12, answer_count: 1240 };
    expect(measuredRange(measured, 40)).toBe('82 to 97.5 from 1240 answers (12 of 40 questions)');
  });
});
