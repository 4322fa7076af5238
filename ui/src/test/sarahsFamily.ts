import type { ParentProfile } from '../generated/ParentProfile';

/** The parent of the UI tests' family, as the server stores her profile. */
export const PARENT_EMAIL = 'sarah@plytime.test';

export function sarahsProfile(overrides: Partial<ParentProfile> = {}): ParentProfile {
  return {
    _id: 'parent-1',
    uid: 'uid-PARENT',
    first_name: 'Sarah',
    last_name: 'Lovelace',
    email: PARENT_EMAIL,
    country: 'United Kingdom',
    postcode: 'SW1A 1AA',
    phone_number: '07700 900123',
    email_opt_in: false,
    students: [
      { _id: 'student-ada', username: 'ada', first_name: 'Ada' },
      { _id: 'student-ben', username: 'ben', first_name: 'Ben' },
    ],
    ...overrides,
  };
}
