import { describe, expect, it } from 'vitest';

import { counted, isOrAre } from './plural';

describe('counted', () => {
  it.each([
    [0, 'token', undefined, '0 tokens'],
    [1, 'token', undefined, '1 token'],
    [2, 'token', undefined, '2 tokens'],
    [1, 'child', 'children', '1 child'],
    [3, 'child', 'children', '3 children'],
  ])('%i %s reads %j', (count, one, many, text) => {
    expect(counted(count, one, many)).toBe(text);
  });

  it('pairs with the verb that agrees', () => {
    expect(`1 more ${isOrAre(1)} waiting`).toBe('1 more is waiting');
    expect(`2 more ${isOrAre(2)} waiting`).toBe('2 more are waiting');
  });
});
