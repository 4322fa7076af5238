import { describe, expect, it } from 'vitest';

import type { Role } from '../../../generated/api/schemas';
import { type AuthUser, toAuthUser } from '../../../lib/auth/authStore';
import { meFor } from '../../../test/fakeTransport';
import { firstWords } from './concernText';
import { raiserOf } from './concernWords';

const userAs = (role: Role, change: Partial<AuthUser> = {}): AuthUser => ({
  ...toAuthUser(meFor(role)),
  ...change,
});

describe('who may raise a concern, in whose words', () => {
  it.each<[Role, ReturnType<typeof raiserOf>]>([
    ['STUDENT', 'child'],
    ['PARENT', 'adult'],
    ['TUTOR', 'adult'],
    ['ADMIN', null],
    ['TEST', null],
  ])('a %s: %s', (role, raiser) => {
    expect(raiserOf(userAs(role))).toBe(raiser);
  });

  it('sends a parent signed in as their child to their own account', () => {
    const acting = { first_name: 'Sarah', email: 'sarah@plytime.test' };
    expect(raiserOf(userAs('STUDENT', { actingParent: acting }))).toBe('own account');
  });

  it('is nobody on a sign-in handed over for one session, which may make only its calls', () => {
    expect(raiserOf(userAs('STUDENT', { sessionOnly: 'session-1' }))).toBeNull();
    expect(raiserOf(null)).toBeNull();
  });
});

describe('the start of an account in a list', () => {
  it('keeps eight words and says there is more', () => {
    expect(firstWords('  one two three\nfour five six seven eight nine ')).toBe(
      'one two three four five six seven eight…',
    );
  });

  it('keeps a short account whole', () => {
    expect(firstWords('It was fine really')).toBe('It was fine really');
  });
});
