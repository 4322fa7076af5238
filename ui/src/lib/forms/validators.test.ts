import { describe, expect, it } from 'vitest';

import {
  date,
  dateTime,
  email,
  minLength,
  nonEmpty,
  oneOf,
  optional,
  plainObject,
  schoolYear,
  score,
  wholeNumberAtLeastZero,
} from './validators';

describe('validators give the form messages', () => {
  it.each([
    [nonEmpty, 'Ada', null],
    [nonEmpty, '   ', 'Cannot be empty'],
    [nonEmpty, '', 'Cannot be empty'],
    [wholeNumberAtLeastZero, 0, null],
    [wholeNumberAtLeastZero, '12', null],
    [wholeNumberAtLeastZero, -1, 'Must be whole number greater than or equal to 0'],
    [wholeNumberAtLeastZero, 1.5, 'Must be whole number greater than or equal to 0'],
    [score, 200, null],
    [score, 0, null],
    [score, 200.5, 'Must be number between 0 and 200'],
    [score, 'abc', 'Must be number between 0 and 200'],
    [date, '2024-02-29', null],
    [date, '2023-02-29', 'Is not a valid Date YYYY-MM-DD'],
    [date, '29/02/2024', 'Is not a valid Date YYYY-MM-DD'],
    [dateTime, '2024-05-01T09:30:00Z', null],
    [dateTime, '2024-05-01T09:30:00.123+01:00', null],
    [dateTime, '2024-05-01 09:30', 'Is not a valid DateTime'],
    [dateTime, '2024-13-01T09:30:00Z', 'Is not a valid DateTime'],
    [schoolYear, 1, null],
    [schoolYear, '6', null],
    [schoolYear, 0, 'Must be a whole number from 1 to 6. Content for other years coming soon.'],
    [schoolYear, 7, 'Must be a whole number from 1 to 6. Content for other years coming soon.'],
    [schoolYear, 2.5, 'Must be a whole number from 1 to 6. Content for other years coming soon.'],
    [schoolYear, '', 'Must be a whole number from 1 to 6. Content for other years coming soon.'],
    [oneOf(['Female', 'Male', 'Other']), 'Other', null],
    [oneOf(['Female', 'Male', 'Other']), '', 'Is not one of the choices offered'],
    [email, 'parent@plytime.test', null],
    [email, 'parent@', 'Is not a valid email address'],
    [minLength(8), 'abcdefgh', null],
    [minLength(8), 'abc', 'Must be at least 8 characters'],
    [plainObject, { a: 1 }, null],
    [plainObject, [1], 'Value is not a plain object'],
    [optional(email), '', null],
    [optional(email), 'nope', 'Is not a valid email address'],
  ])('%#: %s(%j) gives %j', (rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});
