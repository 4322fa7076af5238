import { describe, expect, it } from 'vitest';

import { wrapWords } from './wrapWords';

describe('wrapping words in lines', () => {
  it('fills each line with as many whole words as fit', () => {
    expect(wrapWords(['one', 'two', 'three', 'four'], 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapWords(['one', 'two'], 7)).toEqual(['one two']);
  });

  it('cuts a word longer than a line across lines', () => {
    expect(wrapWords(['a', '1234567890'], 4)).toEqual(['a', '1234', '5678', '90']);
  });

  it('keeps a line of no words as one empty line', () => {
    expect(wrapWords([], 10)).toEqual(['']);
  });
});
