import { NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';

import type { Named, Tutor, TutorBody } from '../../../generated/api/schemas';
import { EditableFormActions } from '../../../lib/forms/EditableFormActions';
import { COUNTRIES, GENDERS } from '../../../lib/forms/profileChoices';
import { useEditableForm } from '../../../lib/forms/useEditableForm';
import {
  checkTutorProfile,
  TUTOR_FIELDS,
  tutorBody,
  type TutorProfileValues,
  tutorValues,
} from '../tutorProfile';

const DATE_HINT = 'YYYY-MM-DD';

const GENDER_OPTIONS = [
  { value: '', label: 'Not given' },
  ...GENDERS.map((gender) => ({ value: gender, label: gender })),
];

/** The subjects to offer: the tutor's own stays listed even before the list has loaded. */
function subjectOptions(subjects: readonly Named[], current: Named | undefined) {
  const all =
    current && !subjects.some((each) => each._id === current._id)
      ? [current, ...subjects]
      : subjects;
  return [
    { value: '', label: 'Choose…', disabled: true },
    ...all.map((subject) => ({ value: subject._id, label: subject.name })),
  ];
}

type Field = (typeof TUTOR_FIELDS)[number];
type TextField = Exclude<Field, { kind: 'signInAddress' | 'subject' }>;

interface TutorProfileFormProps {
  tutor: Tutor;
  /**
   * Given to admins, who may change the subject and the DBS issue date; a
   * tutor sees both read-only.
   */
  subjects?: readonly Named[];
  onSave: (body: TutorBody) => Promise<Tutor>;
}

/**
 * A tutor's profile: read-only until Edit, then Save (only when changed
 * and valid) or Cancel. The e-mail is the sign-in address and never
 * changes here. A refused save shows the server's messages under the
 * fields they name.
 */
export function TutorProfileForm({ tutor, subjects, onSave }: TutorProfileFormProps) {
  const asAdmin = subjects !== undefined;
  const form = useEditableForm<TutorProfileValues>({
    initialValues: tutorValues(tutor),
    validate: checkTutorProfile,
    onSave: async (values) => tutorValues(await onSave(tutorBody(tutor._id, values, asAdmin))),
  });
  const readOnly = !form.editing;
  const countries = COUNTRIES.some((country) => country === form.values.country)
    ? COUNTRIES
    : [form.values.country, ...COUNTRIES];

  const textInput = ({ name, label, kind }: TextField) => (
    <TextInput
      key={name}
      label={label}
      withAsterisk={kind === 'required'}
      placeholder={kind === 'date' || kind === 'adminDate' ? DATE_HINT : undefined}
      readOnly={readOnly}
      {...form.getInputProps(name)}
    />
  );

  const input = (field: Field) => {
    const { name, label, kind } = field;
    switch (field.kind) {
      case 'signInAddress':
        return (
          <TextInput
            key={name}
            label={label}
            value={tutor.email}
            readOnly
            description="Sign-in address"
          />
        );
      case 'subject':
        return asAdmin ? (
          <NativeSelect
            key={name}
            label={label}
            data={subjectOptions(subjects, tutor.subject)}
            disabled={readOnly}
            {...form.getInputProps(name)}
          />
        ) : (
          <TextInput key={name} label={label} value={tutor.subject?.name ?? ''} readOnly />
        );
      case 'country':
      case 'gender':
        return (
          <NativeSelect
            key={name}
            label={label}
            data={kind === 'country' ? countries : GENDER_OPTIONS}
            disabled={readOnly}
            {...form.getInputProps(name)}
          />
        );
      case 'adminDate':
        return asAdmin ? (
          textInput(field)
        ) : (
          <TextInput
            key={name}
            label={label}
            value={form.values[name]}
            readOnly
            description={field.tutorNote}
          />
        );
      default:
        return textInput(field);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label="Tutor profile">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Profile
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{TUTOR_FIELDS.map(input)}</SimpleGrid>
        <EditableFormActions {...form.actionProps} />
      </Stack>
    </Paper>
  );
}
