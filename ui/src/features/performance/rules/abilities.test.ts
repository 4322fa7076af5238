import { describe, expect, it } from 'vitest';

import type { Role } from '../../../generated/api/schemas';
import { tabFrom } from '../paths';
import { abilitiesOf } from './abilities';

describe('who may do what on a performance view', () => {
  it.each<[Role, boolean, boolean, boolean, boolean]>([
    ['STUDENT', true, false, false, false],
    ['PARENT', false, false, false, false],
    ['TUTOR', false, true, true, true],
    ['ADMIN', false, true, false, true],
    ['TEST', true, true, true, true],
  ])(
    '%s: review %s, resolve %s, edit mixes %s, see codes %s',
    (role, review, resolve, editMixes, showCodes) => {
      expect(abilitiesOf(role)).toEqual({ review, resolve, editMixes, showCodes });
    },
  );
});

describe('the tab from the route', () => {
  it.each([
    [undefined, 'trend'],
    ['trend', 'trend'],
    ['focus', 'focus'],
    ['answers', 'answers'],
    ['Answers', 'trend'],
    ['scores', 'trend'],
  ])('%s opens %s', (param, tab) => {
    expect(tabFrom(param)).toBe(tab);
  });
});
