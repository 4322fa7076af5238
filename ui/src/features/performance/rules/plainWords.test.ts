import { describe, expect, it } from 'vitest';

import { barWords, columnWords, levelWords, priorityWords } from './plainWords';

describe('priorityWords', () => {
  it.each([
    [1, 'practise this first'],
    [2, 'practise this next'],
    [3, 'keep practising'],
  ])('priority %i reads "%s"', (priority, words) => {
    expect(priorityWords(priority)).toBe(words);
  });
});

describe('columnWords', () => {
  it.each([
    ['todo', 'to review'],
    ['n/a', 'none'],
    ['help', 'help'],
    ['okay', 'okay'],
    ['pending', 'pending'],
    ['awarded', 'awarded'],
  ])('%s reads "%s"', (value, words) => {
    expect(columnWords(value)).toBe(words);
  });
});

describe('levels without numbers', () => {
  it('names the school year of a score', () => {
    expect(levelWords(94)).toBe('Year 3');
    expect(levelWords(50)).toBe('Reception');
  });

  it('says which way a bar moved this week', () => {
    expect(barWords(94, 92)).toBe('Level now Year 3, higher than when this week began');
    expect(barWords(90, 92)).toBe('Level now Year 3, lower than when this week began');
    expect(barWords(92.2, 91.9)).toBe('Level now Year 3, the same as when this week began');
  });
});
