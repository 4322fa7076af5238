import { describe, expect, it } from 'vitest';

import { childNames, type NamedChild } from './studentNames';

const child = (_id: string, first_name: string, last_name: string): NamedChild => ({
  _id,
  username: _id,
  first_name,
  last_name,
});

describe("a family's children, named for the parent", () => {
  it('go by their first names when those differ', () => {
    const names = childNames([child('ada', 'Ada', 'Lovelace'), child('ben', 'Ben', 'Lovelace')]);
    expect([...names.values()]).toEqual(['Ada', 'Ben']);
  });

  it("add the surname's initial when two share a first name", () => {
    const names = childNames([
      child('ada1', 'Ada', 'Lovelace'),
      child('ada2', ' ada', 'byron'),
      child('ben', 'Ben', 'Lovelace'),
    ]);
    expect([...names.values()]).toEqual(['Ada L.', 'ada B.', 'Ben']);
  });

  it('fall back to the username when the initial is shared too', () => {
    const names = childNames([child('ada1', 'Ada', 'Lovelace'), child('ada2', 'Ada', 'Lamb')]);
    expect([...names.values()]).toEqual(['Ada (ada1)', 'Ada (ada2)']);
  });
});
