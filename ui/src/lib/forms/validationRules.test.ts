import { describe, expect, it } from 'vitest';

import cases from '../../generated/validation_rules.json';
import { date, email, minLength, nonEmpty, oneOf, schoolYear, type Validator } from './validators';

/*
 * Every case the Rust checks (shared/src/validation.rs) wrote into
 * validation_rules.json, replayed through this copy: a form refuses exactly
 * what the server refuses, with the server's words.
 */

interface Outcome {
  value: string | number;
  message: string | null;
}

const rules: [string, Validator, Outcome[]][] = [
  ['non-empty', nonEmpty, cases.non_empty],
  ['email', email, cases.email],
  ['password', minLength(cases.min_password_length), cases.password],
  ['date', date, cases.date],
  ['school year', schoolYear, cases.school_year],
  ['one of the choices', oneOf(cases.choices), cases.one_of],
];

describe.each(rules)(
  'the %s check replays every case of validation_rules.json',
  (_, rule, outcomes) => {
    it.each(outcomes)('%j', ({ value, message }) => {
      expect(rule(value)).toBe(message);
    });

    it('has cases that pass and cases that fail', () => {
      expect(new Set(outcomes.map((outcome) => outcome.message === null))).toEqual(
        new Set([true, false]),
      );
    });
  },
);

it('the sign-up and change-password forms ask for the same length as the server', () => {
  expect(cases.min_password_length).toBe(8);
});
