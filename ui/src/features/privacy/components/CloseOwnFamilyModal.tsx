import { Button, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { LazyModal } from '../../../components/dialog/LazyModal';
import { FormErrorList } from '../../../lib/forms/FormErrorList';
import { validateFields } from '../../../lib/forms/formErrors';
import { useForm } from '../../../lib/forms/useForm';
import { nonEmpty } from '../../../lib/forms/validators';
import { CLOSING_OWN_FAMILY } from '../closingWords';
import { useCloseOwnFamily } from '../hooks/useCloseOwnFamily';

interface PasswordValues {
  password: string;
}

const checkPassword = validateFields<PasswordValues>({ password: [nonEmpty] });

/**
 * The confirmation itself. The password proves it is the parent at the
 * keyboard, not whoever finds a signed-in screen; the server's
 * 'password: Incorrect password' shows under the field.
 */
function CloseOwnFamilyForm({ onCancel }: { onCancel: () => void }) {
  const close = useCloseOwnFamily();
  const [understood, setUnderstood] = useState(false);
  const form = useForm<PasswordValues>({
    initialValues: { password: '' },
    validate: checkPassword,
  });

  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => close(password))}>
      <Stack>
        <Text>{CLOSING_OWN_FAMILY}</Text>
        <Text fw={500}>This cannot be undone.</Text>
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps('password')}
        />
        <Checkbox
          label="I understand that our accounts and data will be deleted"
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
        />
        <FormErrorList messages={form.otherErrors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="red"
            disabled={!form.isValid || !understood}
            loading={form.submitting}
          >
            Close our account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CloseOwnFamilyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <LazyModal opened={opened} onClose={onClose} title="Close our account">
      {/* A fresh form each time, so no password is left from last time. */}
      {opened && <CloseOwnFamilyForm onCancel={onClose} />}
    </LazyModal>
  );
}
