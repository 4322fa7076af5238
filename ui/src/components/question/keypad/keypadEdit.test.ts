import { describe, expect, it } from 'vitest';

import { keypadEdit } from './keypadEdit';

describe('a key of the number pad', () => {
  it('types at the caret', () => {
    expect(keypadEdit('', 0, 0, '7')).toEqual({ text: '7', caret: 1 });
    expect(keypadEdit('12', 1, 1, '-')).toEqual({ text: '1-2', caret: 2 });
    expect(keypadEdit('9', 1, 1, ':')).toEqual({ text: '9:', caret: 2 });
    expect(keypadEdit('3', 1, 1, '.')).toEqual({ text: '3.', caret: 2 });
  });

  it('replaces a selection', () => {
    expect(keypadEdit('1234', 1, 3, '0')).toEqual({ text: '104', caret: 2 });
  });

  it('deletes the character before the caret, or the selection', () => {
    expect(keypadEdit('123', 3, 3, 'delete')).toEqual({ text: '12', caret: 2 });
    expect(keypadEdit('123', 0, 0, 'delete')).toEqual({ text: '123', caret: 0 });
    expect(keypadEdit('1234', 1, 3, 'delete')).toEqual({ text: '14', caret: 1 });
  });

  it('keeps a selection outside the text within it', () => {
    expect(keypadEdit('12', 9, 9, '3')).toEqual({ text: '123', caret: 3 });
    expect(keypadEdit('12', 9, 9, 'delete')).toEqual({ text: '1', caret: 1 });
  });
});
