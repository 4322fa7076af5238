import type { Tutor } from '../generated/api/schemas';

/** A tutor as the server sends one: every field there, `null` when not given. */
export function tutorProfile(fields: Pick<Tutor, '_id' | 'first_name'> & Partial<Tutor>): Tutor {
  return {
    uid: `uid-${fields._id}`,
    last_name: 'Tutor',
    email: `${fields.first_name.toLowerCase()}@plytime.test`,
    country: 'United Kingdom',
    bank_account: null,
    dob: null,
    gender: null,
    phone_number: null,
    postcode: null,
    sort_code: null,
    dbs_issue_date: null,
    profile_picture: null,
    referral_code: null,
    ...fields,
  };
}
