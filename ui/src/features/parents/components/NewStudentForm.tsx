import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';

import { FormErrorList } from '../../../lib/forms/FormErrorList';
import { GENDERS, SCHOOL_YEARS } from '../choices';
import { useNewStudentForm } from '../hooks/useNewStudentForm';

/** An empty first option, so nothing is chosen for the parent by accident. */
function withPrompt(prompt: string, options: { value: string; label: string }[]) {
  return [{ value: '', label: prompt, disabled: true }, ...options];
}

const GENDER_OPTIONS = withPrompt(
  'Choose…',
  GENDERS.map((gender) => ({ value: gender, label: gender })),
);

const YEAR_OPTIONS = withPrompt(
  'Choose…',
  SCHOOL_YEARS.map((year) => ({ value: year, label: `Year ${year}` })),
);

/** A parent adds a child; the one-time password goes to the parent's e-mail. */
export function NewStudentForm() {
  const { form, busy, submit } = useNewStudentForm();

  return (
    <Paper withBorder p="md" component="section" aria-label="Add a student">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Add a student
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label="Last name" withAsterisk {...form.getInputProps('last_name')} />
            <TextInput
              label="Username"
              description="What your child types to sign in"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('username')}
            />
            <TextInput
              label="Date of birth"
              type="date"
              withAsterisk
              {...form.getInputProps('dob')}
            />
            <NativeSelect
              label="Gender"
              data={GENDER_OPTIONS}
              withAsterisk
              {...form.getInputProps('gender')}
            />
            <TextInput label="School" {...form.getInputProps('school')} />
            <NativeSelect
              label="School year"
              data={YEAR_OPTIONS}
              withAsterisk
              {...form.getInputProps('school_year')}
            />
          </SimpleGrid>
          <FormErrorList messages={form.otherErrors} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Create student
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
