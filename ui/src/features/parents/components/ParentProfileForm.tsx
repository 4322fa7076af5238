import {
  Checkbox,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';

import type { ParentBody, ParentProfile } from '../../../generated/api/schemas';
import { useAuth } from '../../../lib/auth/AuthContext';
import { EditableFormActions } from '../../../lib/forms/EditableFormActions';
import { validateFields } from '../../../lib/forms/formErrors';
import { useEditableForm } from '../../../lib/forms/useEditableForm';
import { nonEmpty, oneOf } from '../../../lib/forms/validators';
import { COUNTRIES, DEFAULT_COUNTRY, OPT_IN_LABEL } from '../choices';

const checkProfile = validateFields<ParentBody>({
  first_name: [nonEmpty],
  last_name: [nonEmpty],
  country: [oneOf(COUNTRIES)],
  postcode: [nonEmpty],
  phone_number: [nonEmpty],
});

type TextField = 'first_name' | 'last_name' | 'postcode' | 'phone_number';

function profileValues(profile: ParentProfile | null): ParentBody {
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    country: profile?.country ?? DEFAULT_COUNTRY,
    postcode: profile?.postcode ?? '',
    phone_number: profile?.phone_number ?? '',
    email_opt_in: profile?.email_opt_in ?? false,
  };
}

interface ParentProfileFormProps {
  /** null while the parent has no profile: the form then creates one. */
  profile: ParentProfile | null;
  onSave: (body: ParentBody) => Promise<ParentProfile>;
}

/**
 * The parent's profile. An existing one starts read-only with Edit; a new
 * one has nothing to look at yet, so it starts in edit mode and its Cancel
 * is labelled Clear. The e-mail is the sign-in address and cannot change.
 */
export function ParentProfileForm({ profile, onSave }: ParentProfileFormProps) {
  const { user } = useAuth();
  const isNew = profile === null;
  const form = useEditableForm<ParentBody>({
    initialValues: profileValues(profile),
    validate: checkProfile,
    startEditing: isNew,
    onSave: async (values) => profileValues(await onSave(values)),
  });
  const readOnly = !form.editing;
  const optIn = form.getInputProps('email_opt_in');
  // Every text field of the profile is required and read-only until Edit.
  const requiredText = (field: TextField, label: string, type?: string) => (
    <TextInput
      label={label}
      type={type}
      withAsterisk
      readOnly={readOnly}
      {...form.getInputProps(field)}
    />
  );

  return (
    <Paper withBorder p="md" component="section" aria-label="Your profile">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {isNew ? 'Create your profile' : 'Your profile'}
        </Title>
        {isNew && <Text c="dimmed">Tell us about yourself before adding your children.</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {requiredText('first_name', 'First name')}
          {requiredText('last_name', 'Last name')}
          <TextInput
            label="E-mail"
            value={profile?.email ?? user?.email ?? ''}
            readOnly
            description="Your sign-in address"
          />
          <NativeSelect
            label="Country"
            data={COUNTRIES}
            disabled={readOnly}
            {...form.getInputProps('country')}
          />
          {requiredText('postcode', 'Postcode')}
          {requiredText('phone_number', 'Phone number', 'tel')}
        </SimpleGrid>
        <Checkbox
          label={OPT_IN_LABEL}
          disabled={readOnly}
          checked={optIn.value}
          onChange={optIn.onChange}
        />
        <EditableFormActions {...form.actionProps} cancelLabel={isNew ? 'Clear' : 'Cancel'} />
      </Stack>
    </Paper>
  );
}
