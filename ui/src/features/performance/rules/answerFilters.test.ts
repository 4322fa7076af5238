import { describe, expect, it } from 'vitest';

import { answerRecord, TEST_NOW } from '../testing/answerRecords';
import {
  type AnswerFilters,
  filterAnswers,
  filtersFromSearch,
  firstWeeks,
  NO_FILTERS,
  searchFromFilters,
} from './answerFilters';
import { answerWindow, weeksCovering } from './answerWindow';

const search = (text: string) => new URLSearchParams(text);

describe('filters from the query string', () => {
  it.each<[string, Partial<AnswerFilters>]>([
    ['', {}],
    ['tokens=pending', { tokens: 'pending', weeks: 2 }],
    ['tokens=pending&weeks=3', { tokens: 'pending', weeks: 3 }],
    ['results=non_correct', { onlyNonCorrect: true }],
    ['reviewed=help&performance=good%20effort', { reviewed: 'help', performance: 'good effort' }],
    ['endcode=mult-7&weeks=4', { endcode: 'mult-7', weeks: 4 }],
    ['week=2026-03-09T00:00:00Z', { week: '2026-03-09T00:00:00Z' }],
    ['tokens=lots&reviewed=maybe&weeks=-1&week=soon', {}],
  ])('?%s', (query, expected) => {
    expect(filtersFromSearch(search(query))).toEqual({ ...NO_FILTERS, ...expected });
  });

  it('writes back only what differs from the defaults, and reads back the same', () => {
    const filters: AnswerFilters = {
      ...NO_FILTERS,
      onlyNonCorrect: true,
      tokens: 'awarded',
      endcode: 'mult-7',
      weeks: 3,
    };
    const pairs = searchFromFilters(filters);
    expect(pairs).toEqual([
      ['results', 'non_correct'],
      ['tokens', 'awarded'],
      ['endcode', 'mult-7'],
      ['weeks', '3'],
    ]);
    expect(filtersFromSearch(new URLSearchParams(pairs))).toEqual(filters);
    expect(searchFromFilters(NO_FILTERS)).toEqual([]);
  });
});

describe('filtering answers', () => {
  const wrong = answerRecord({ _id: 'wrong' });
  const reviewed = answerRecord({ _id: 'reviewed', reviewed: true });
  const right = answerRecord({ _id: 'right', result: 'CORRECT' });
  const otherEndcode = answerRecord({
    _id: 'other',
    endcode: { ...wrong.endcode, _id: 'halves', name: 'Halves' },
  });
  const lastWeek = answerRecord({ _id: 'last-week', timestamp: '2026-03-10T09:00:00Z' });
  const all = [wrong, reviewed, right, otherEndcode, lastWeek];
  const ids = (filters: Partial<AnswerFilters>) =>
    filterAnswers(all, { ...NO_FILTERS, ...filters }, TEST_NOW).map((record) => record._id);

  it.each<[string, Partial<AnswerFilters>, string[]]>([
    ['no filter', {}, ['wrong', 'reviewed', 'right', 'other', 'last-week']],
    ['only non-correct', { onlyNonCorrect: true }, ['wrong', 'reviewed', 'other', 'last-week']],
    ['pending tokens', { tokens: 'pending' }, ['wrong', 'other', 'last-week']],
    ['awarded tokens', { tokens: 'awarded' }, ['reviewed', 'right']],
    ['still to review', { reviewed: 'todo' }, ['wrong', 'right', 'other', 'last-week']],
    ['perfect answers', { performance: 'perfect' }, ['right']],
    ['one endcode', { endcode: 'halves' }, ['other']],
    ['one week', { week: '2026-03-09T00:00:00Z' }, ['last-week']],
  ])('%s', (_, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});

describe('weekly windows', () => {
  it('starts with the last week up to now, then adds one week at a time before it', () => {
    expect(answerWindow(0, 1, TEST_NOW)).toEqual({ since: '2026-03-10T10:00:00.000Z' });
    expect(answerWindow(1, 1, TEST_NOW)).toEqual({
      since: '2026-03-03T10:00:00.000Z',
      to: '2026-03-10T10:00:00.000Z',
    });
    expect(answerWindow(0, 4, TEST_NOW).since).toBe('2026-02-17T10:00:00.000Z');
  });

  it.each([
    ['2026-03-16T00:00:00Z', 1],
    ['2026-03-09T00:00:00Z', 2],
    ['2026-02-23T00:00:00Z', 4],
  ])('the week of %s needs %i weeks', (week, weeks) => {
    expect(weeksCovering(week, TEST_NOW)).toBe(weeks);
    expect(firstWeeks({ ...NO_FILTERS, week }, TEST_NOW)).toBe(weeks);
  });
});
