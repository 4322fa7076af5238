import type { StudentSummary } from '../../../generated/api/schemas';

/** One of Sarah's children as her profile lists them: Year 3 unless told otherwise. */
export function studentSummary(
  _id: string,
  firstName: string,
  overrides: Partial<StudentSummary> = {},
): StudentSummary {
  return {
    _id,
    username: firstName.toLowerCase(),
    first_name: firstName,
    last_name: 'Lovelace',
    school_year: 3,
    time_allowance: 'standard',
    read_aloud: 'by_year',
    reads_each_question: false,
    recorded: true,
    ...overrides,
  };
}
