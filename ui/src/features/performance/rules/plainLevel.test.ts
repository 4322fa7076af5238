import { describe, expect, it } from 'vitest';

import { mathsTree } from '../testing/performanceTree';
import {
  comparedWithOnTrack,
  ENOUGH_ANSWERS,
  TOO_UNSURE_MONTHS,
  hasPerformance,
  headline,
  levelPhrase,
  monthsIntoSchoolYear,
  onTrackScore,
  yearName,
  yearOfScore,
} from './plainLevel';

// The same cases as shared/src/game/level.rs, so the two copies agree.
describe('the month scale', () => {
  it.each([
    [1, '2025-09-10', 60],
    [3, '2025-09-10', 84],
    [5, '2025-11-10', 110],
    [6, '2026-08-10', 131],
  ])('a Year %i child on %s is on track at %i', (year, date, score) => {
    expect(onTrackScore(year, new Date(date))).toBe(score);
  });

  it('counts months from September', () => {
    expect(monthsIntoSchoolYear(new Date('2026-01-15'))).toBe(4);
  });

  it.each([
    [84, 3],
    [95.9, 3],
    [96, 4],
    [59, 0],
  ])('a score of %f is the work of year %i', (score, year) => {
    expect(yearOfScore(score)).toBe(year);
  });

  it('names the years, Reception below Year 1', () => {
    expect([yearName(0), yearName(3)]).toEqual(['Reception', 'Year 3']);
  });

  it.each([
    [92, 90, '2 months ahead'],
    [91.2, 90, '1 month ahead'],
    [90.4, 90, 'on track'],
    [87, 90, '3 months behind'],
    [89, 90, '1 month behind'],
  ])('%f against on track at %f is %s', (score, onTrack, words) => {
    expect(comparedWithOnTrack(score, onTrack)).toBe(words);
  });
});

describe('the headline', () => {
  it('names the child, the year, the gap and the subject', () => {
    const [maths] = mathsTree();
    const child = { first_name: 'Ada', school_year: 3 };
    expect(
      headline(child, { ...maths!, current_score: 92, answer_count: 45 }, new Date('2026-03-17')),
    ).toBe('Ada is working at about Year 3, 2 months ahead in Maths (from 45 answers).');
  });

  it('tells no level from fewer than enough answers, and says how many there are', () => {
    const [maths] = mathsTree();
    const child = { first_name: 'Ada', school_year: 3 };
    const today = new Date('2026-03-17');
    // One answer in a 60-second game once read "about Year 5, 32 months ahead".
    const once = { ...maths!, current_score: 124, answer_count: 1 };
    expect(headline(child, once, today)).toBe(
      "Not enough practice yet to tell Ada's level in Maths (1 answer so far).",
    );
    expect(levelPhrase(child, once, today)).toBe('not enough practice yet to tell (1 answer)');
    const enough = { ...once, answer_count: ENOUGH_ANSWERS };
    expect(levelPhrase(child, enough, today)).toBe(
      'about Year 6, 34 months ahead (from 20 answers)',
    );
  });

  it("says how sure the engine is of a subject's level, and holds back while it is unsure", () => {
    const [maths] = mathsTree();
    const child = { first_name: 'Ada', school_year: 3 };
    const today = new Date('2026-03-17');
    const settled = { ...maths!, current_score: 92, answer_count: 45, uncertainty: 2.6 };
    expect(headline(child, settled, today)).toBe(
      'Ada is working at about Year 3, 2 months ahead in Maths, give or take 3 months (from 45 answers).',
    );
    // Many answers, long ago: the engine is unsure again, and so is the headline.
    const away = { ...settled, uncertainty: TOO_UNSURE_MONTHS };
    expect(headline(child, away, today)).toBe(
      "Not enough practice yet to tell Ada's level in Maths (45 answers so far).",
    );
  });

  it('has nothing to say before the first answer', () => {
    const [maths] = mathsTree();
    expect(hasPerformance([{ ...maths!, answer_count: 0 }])).toBe(false);
    expect(hasPerformance([maths!])).toBe(true);
  });
});
