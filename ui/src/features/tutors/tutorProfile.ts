import type { Tutor, TutorBody } from '../../generated/api/schemas';
import { validateFields } from '../../lib/forms/formErrors';
import { DEFAULT_COUNTRY, GENDERS } from '../../lib/forms/profileChoices';
import { date, nonEmpty, oneOf, optional, type Validator } from '../../lib/forms/validators';

/** Fields read from `Tutor` and saved in `TutorBody` as text, or null when not given. */
type TextKey = {
  [Key in keyof Tutor & keyof TutorBody]-?: NonNullable<Tutor[Key]> extends string ? Key : never;
}[keyof Tutor & keyof TutorBody];

/**
 * How a field is entered, checked and saved:
 * - `text`: optional, trimmed, null when blank;
 * - `required`: must not be blank, trimmed;
 * - `date`: optional, YYYY-MM-DD;
 * - `adminDate`: a `date` only an admin enters, shown read-only to the
 *   tutor with `tutorNote` and left out of the tutor's own save;
 * - `gender`, `country`: chosen from a list;
 * - `subject`: chosen by an admin, shown read-only to the tutor;
 * - `signInAddress`: the e-mail, shown and never saved here.
 */
type TutorField =
  | { name: TextKey; label: string; kind: 'text' | 'required' | 'date' | 'gender' | 'country' }
  | { name: TextKey; label: string; kind: 'adminDate'; tutorNote: string }
  | { name: 'subject'; label: string; kind: 'subject' }
  | { name: 'email'; label: string; kind: 'signInAddress' };

export type FieldKind = TutorField['kind'];

/**
 * The profile form, field by field in the order shown. A new text field of
 * the tutor profile is one line here: values, checks, the body for PUT
 * tutor and the form's input all follow from it (CONTRIBUTING.md).
 */
export const TUTOR_FIELDS = [
  { name: 'first_name', label: 'First name', kind: 'required' },
  { name: 'last_name', label: 'Last name', kind: 'required' },
  { name: 'email', label: 'E-mail', kind: 'signInAddress' },
  { name: 'subject', label: 'Subject', kind: 'subject' },
  { name: 'phone_number', label: 'Phone number', kind: 'required' },
  { name: 'postcode', label: 'Postcode', kind: 'required' },
  { name: 'country', label: 'Country', kind: 'country' },
  { name: 'gender', label: 'Gender', kind: 'gender' },
  { name: 'dob', label: 'Date of birth', kind: 'date' },
  // Safeguarding rests on it (whether parents are offered the tutor), so
  // the server takes it from an admin only, who reads the certificate.
  {
    name: 'dbs_issue_date',
    label: 'DBS issue date',
    kind: 'adminDate',
    tutorNote: 'Recorded by Plytime from your DBS certificate',
  },
  { name: 'bank_account', label: 'Bank account', kind: 'text' },
  { name: 'sort_code', label: 'Sort code', kind: 'text' },
] as const satisfies readonly TutorField[];

type FieldName = (typeof TUTOR_FIELDS)[number]['name'];

/** The profile as the form holds it: text everywhere, '' for "not given". */
export type TutorProfileValues = Record<FieldName, string>;

type SavedAsText = Extract<(typeof TUTOR_FIELDS)[number], { name: TextKey }>['name'];

const CHECKS: Partial<Record<FieldKind, Validator[]>> = {
  required: [nonEmpty],
  country: [nonEmpty],
  date: [optional(date)],
  adminDate: [optional(date)],
  gender: [optional(oneOf(GENDERS))],
};

export const checkTutorProfile = validateFields<TutorProfileValues>(
  Object.fromEntries(
    TUTOR_FIELDS.flatMap((field) => {
      const checks = CHECKS[field.kind];
      return checks ? [[field.name, checks]] : [];
    }),
  ),
);

function valueOf(tutor: Tutor, field: (typeof TUTOR_FIELDS)[number]): string {
  switch (field.kind) {
    case 'subject':
      return tutor.subject?._id ?? '';
    case 'signInAddress':
      return tutor.email;
    case 'country':
      return tutor[field.name] || DEFAULT_COUNTRY;
    default:
      return tutor[field.name] ?? '';
  }
}

export function tutorValues(tutor: Tutor): TutorProfileValues {
  return Object.fromEntries(
    TUTOR_FIELDS.map((field) => [field.name, valueOf(tutor, field)]),
  ) as TutorProfileValues;
}

function savedText(kind: FieldKind, value: string): string | null {
  if (kind === 'country') return value;
  const trimmed = value.trim();
  return kind === 'required' || trimmed !== '' ? trimmed : null;
}

/** Whether the body carries the field as text; an admin's date only when an admin saves. */
function sentAsText(kind: FieldKind, asAdmin: boolean): boolean {
  if (kind === 'subject' || kind === 'signInAddress') return false;
  return kind !== 'adminDate' || asAdmin;
}

/**
 * The whole profile for PUT tutor. The subject and the admin's dates are
 * sent only by an admin (the server ignores a tutor's anyway); empty
 * optional fields are null.
 */
export function tutorBody(
  tutorId: string,
  values: TutorProfileValues,
  asAdmin: boolean,
): TutorBody {
  // As a Pick of the table's fields, the compiler checks that every field
  // PUT tutor requires has a line in the table.
  const text = Object.fromEntries(
    TUTOR_FIELDS.flatMap((field) =>
      sentAsText(field.kind, asAdmin)
        ? [[field.name, savedText(field.kind, values[field.name])]]
        : [],
    ),
  ) as Pick<TutorBody, SavedAsText>;
  return {
    _id: tutorId,
    ...text,
    ...(asAdmin && values.subject !== '' ? { subject: values.subject } : {}),
  };
}
