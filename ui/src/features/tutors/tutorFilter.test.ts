import { describe, expect, it } from 'vitest';

import { tutorNamed } from './testing/fakeTutorServer';
import { filterHelpText, filterTutors, shortFilter } from './tutorFilter';

const TOM = tutorNamed('Tom');
const ANN = tutorNamed('Ann', { subject: { _id: 'english', name: 'English' } });

describe('the tutor list filter', () => {
  it.each([
    ['tom', ['Tom']],
    ['ANN@', ['Ann']],
    ['english', ['Ann']],
    ['plytime.test', ['Tom', 'Ann']],
    ['  ', ['Tom', 'Ann']],
    ['nobody', []],
  ])('%j keeps %j', (filter, names) => {
    expect(filterTutors([TOM, ANN], filter).map((tutor) => tutor.first_name)).toEqual(names);
  });

  it.each([
    ['maths', 'maths'],
    ['abcdefghij', 'abcdefghij'],
    ['abcdefghijk', 'abcdefghij…'],
    ['  ann@plytime.test ', 'ann@plytim…'],
  ])('help text shows %j as %j: long values are cut at 10 characters', (filter, shown) => {
    expect(shortFilter(filter)).toBe(shown);
  });

  it('says how many tutors match', () => {
    expect(filterHelpText('', 2, 2)).toBe('Type part of a name, e-mail or subject');
    expect(filterHelpText('ann@plytime.test', 1, 2)).toBe('1 of 2 tutors matches "ann@plytim…"');
    expect(filterHelpText('ann', 2, 3)).toBe('2 of 3 tutors match "ann"');
    expect(filterHelpText('ann', 1, 1)).toBe('1 of 1 tutor matches "ann"');
  });
});
