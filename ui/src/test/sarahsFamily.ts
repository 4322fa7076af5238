import type { ParentProfile, StudentSummary } from '../generated/api/schemas';

/** The parent of the UI tests' family, as the server stores her profile. */
export const PARENT_EMAIL = 'sarah@plytime.test';

/** Sarah's children, as her profile lists them. */
export const SARAHS_ADA: StudentSummary = {
  _id: 'student-ada',
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  school_year: 3,
  time_allowance: 'standard',
  read_aloud: 'by_year',
  reads_each_question: false,
  recorded: true,
};
export const SARAHS_BEN: StudentSummary = {
  _id: 'student-ben',
  username: 'ben',
  first_name: 'Ben',
  last_name: 'Lovelace',
  school_year: 5,
  time_allowance: 'standard',
  read_aloud: 'by_year',
  reads_each_question: false,
  recorded: true,
};

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
    recording_retention_days: 90,
    students: [SARAHS_ADA, SARAHS_BEN],
    ...overrides,
  };
}
