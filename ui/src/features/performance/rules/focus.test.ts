import { describe, expect, it } from 'vitest';

import { mathsTree } from '../testing/performanceTree';
import { canSaveMix, mixBody, toggledId } from './mixSelection';
import { BAR_TICKS, scoreBar } from './scoreBar';

describe('a score bar over the current score ± 6', () => {
  it.each([
    [
      'current in the middle, last week 3 lower',
      90,
      87,
      86,
      95,
      { current: 50, previous: 25, min: 16.7, max: 91.7 },
    ],
    [
      'marks outside the scale sit at its ends',
      90,
      70,
      50,
      150,
      { current: 50, previous: 0, min: 0, max: 100 },
    ],
    [
      'no score range: no min and max marks',
      90,
      90,
      null,
      null,
      { current: 50, previous: 50, min: null, max: null },
    ],
  ])('%s', (_, current, previous, min, max, expected) => {
    const [subject] = mathsTree();
    const bar = scoreBar({
      ...subject!,
      current_score: current,
      previous_score: previous,
      min,
      max,
    });
    expect(bar).toEqual({ lower: current - 6, upper: current + 6, ...expected });
  });
});

describe("the bars' scale", () => {
  it('is marked every 3 months from 6 below to 6 above the level now', () => {
    expect(BAR_TICKS).toEqual([
      { months: -6, at: 0 },
      { months: -3, at: 25 },
      { months: 0, at: 50 },
      { months: 3, at: 75 },
      { months: 6, at: 100 },
    ]);
  });
});

describe('mix selection', () => {
  it('ticks and unticks', () => {
    expect(toggledId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggledId(['a', 'b'], 'a')).toEqual(['b']);
  });

  it.each([
    ['Tables', ['mult-7'], true],
    ['  ', ['mult-7'], false],
    ['Tables', [], false],
  ])('name %j with %j can be saved: %s', (name, ids, expected) => {
    expect(canSaveMix(name, ids)).toBe(expected);
  });

  it('takes the subject from the first ticked node and trims the name', () => {
    expect(mixBody(' Tables ', ['halves', 'mult-7'], mathsTree())).toEqual({
      name: 'Tables',
      subject: 'maths',
      subjects: ['halves', 'mult-7'],
    });
  });
});
