import type { Tutor, TutorBody } from '../../generated/api/schemas';
import { validateFields } from '../../lib/forms/formErrors';
import { DEFAULT_COUNTRY, GENDERS } from '../../lib/forms/profileChoices';
import { date, nonEmpty, oneOf, optional } from '../../lib/forms/validators';

/**
 * The profile as the form holds it: text everywhere, '' for "not given".
 * The e-mail is not here: it is the sign-in address and never edited.
 */
export interface TutorProfileValues {
  first_name: string;
  last_name: string;
  subject: string;
  phone_number: string;
  postcode: string;
  country: string;
  dob: string;
  gender: string;
  dbs_issue_date: string;
  bank_account: string;
  sort_code: string;
}

export const checkTutorProfile = validateFields<TutorProfileValues>({
  first_name: [nonEmpty],
  last_name: [nonEmpty],
  phone_number: [nonEmpty],
  postcode: [nonEmpty],
  country: [nonEmpty],
  dob: [optional(date)],
  dbs_issue_date: [optional(date)],
  gender: [optional(oneOf(GENDERS))],
});

export function tutorValues(tutor: Tutor): TutorProfileValues {
  return {
    first_name: tutor.first_name,
    last_name: tutor.last_name,
    subject: tutor.subject?._id ?? '',
    phone_number: tutor.phone_number ?? '',
    postcode: tutor.postcode ?? '',
    country: tutor.country || DEFAULT_COUNTRY,
    dob: tutor.dob ?? '',
    gender: tutor.gender ?? '',
    dbs_issue_date: tutor.dbs_issue_date ?? '',
    bank_account: tutor.bank_account ?? '',
    sort_code: tutor.sort_code ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The whole profile for PUT tutor. The subject is sent only by an admin
 * (the server ignores a tutor's anyway); empty optional fields are null.
 */
export function tutorBody(
  tutorId: string,
  values: TutorProfileValues,
  withSubject: boolean,
): TutorBody {
  return {
    _id: tutorId,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    ...(withSubject && values.subject !== '' ? { subject: values.subject } : {}),
    phone_number: values.phone_number.trim(),
    postcode: values.postcode.trim(),
    country: values.country,
    dob: orNull(values.dob),
    gender: orNull(values.gender),
    dbs_issue_date: orNull(values.dbs_issue_date),
    bank_account: orNull(values.bank_account),
    sort_code: orNull(values.sort_code),
  };
}
