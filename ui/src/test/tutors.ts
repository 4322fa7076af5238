import type { Tutor } from '../generated/api/schemas';

/** A tutor as the server sends one, every field there; `overrides` replaces some. */
export function tutorNamed(first: string, overrides: Partial<Tutor> = {}): Tutor {
  const id = first.toLowerCase();
  return {
    _id: `tutor-${id}`,
    uid: `uid-${id}`,
    first_name: first,
    last_name: 'Baker',
    email: `${id}@plytime.test`,
    subject: { _id: 'maths', name: 'Maths' },
    country: 'United Kingdom',
    bank_account: null,
    dob: '1980-05-01',
    gender: null,
    phone_number: '07700 900001',
    postcode: 'EH1 1YZ',
    sort_code: null,
    dbs_issue_date: null,
    dbs_status: 'missing',
    dbs_lapses_on: null,
    suspended: false,
    profile_picture: null,
    referral_code: `PTR-${first.toUpperCase()}`,
    ...overrides,
  };
}
