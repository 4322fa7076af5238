import {
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';

import type { Named, NewTutorBody, Tutor } from '../../../generated/api/schemas';
import { FormErrorList } from '../../../lib/forms/FormErrorList';
import { useNewTutorForm } from '../hooks/useNewTutorForm';

interface NewTutorFormProps {
  tutors: readonly Tutor[];
  subjects: readonly Named[];
  busy: boolean;
  onAdd: (body: NewTutorBody) => Promise<Tutor>;
}

/**
 * An admin adds a tutor, who gets a one-time password by
 * e-mail. Add stays clickable while busy so a second click is told why
 * it was refused.
 */
export function NewTutorForm({ tutors, subjects, busy, onAdd }: NewTutorFormProps) {
  const { form, submit } = useNewTutorForm(tutors, subjects[0]?._id ?? '', onAdd);

  return (
    <Paper withBorder p="md" component="section" aria-label="Add a new tutor">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Add a new tutor
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label="Last name" withAsterisk {...form.getInputProps('last_name')} />
            <TextInput
              label="E-mail"
              type="email"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <NativeSelect
              label="Subject"
              withAsterisk
              data={subjects.map((subject) => ({ value: subject._id, label: subject.name }))}
              {...form.getInputProps('subject')}
            />
          </SimpleGrid>
          <FormErrorList messages={form.otherErrors} />
          <Group justify="flex-end">
            <Button type="submit" rightSection={busy ? <Loader size="xs" color="white" /> : null}>
              Add tutor
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
