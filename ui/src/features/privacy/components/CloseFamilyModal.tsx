import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { LazyModal } from '../../../components/dialog/LazyModal';
import type { FamilySummary } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { closeFamily } from '../api/adminFamilyApi';
import { WHAT_CLOSING_DOES } from '../closingWords';
import { parentName } from '../familyNames';

interface CloseFamilyFormProps {
  family: FamilySummary;
  onCancel: () => void;
  onClosed: (kept: string[]) => void;
}

function sameAddress(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * The admin closes a family's account only on the family's request
 * (docs/privacy.md, Closing the account). Typing the parent's e-mail makes
 * sure it is the family that asked, not the one above or below it in a
 * list; the admin has no password of the family's to give.
 */
function CloseFamilyForm({ family, onCancel, onClosed }: CloseFamilyFormProps) {
  const [typed, setTyped] = useState('');
  const closing = useMutation({
    mutationFn: () => closeFamily(family.parent_id),
    onSuccess: (closed) => onClosed(closed.kept),
  });
  const confirmed = sameAddress(typed, family.email);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed) closing.mutate();
      }}
    >
      <Stack>
        <Text>Do this only when the family has asked for it.</Text>
        <Text>
          This closes the account of {parentName(family)} and their children&apos;s accounts.{' '}
          {WHAT_CLOSING_DOES}
        </Text>
        <Text>The parent is sent an e-mail to confirm it. This cannot be undone.</Text>
        <TextInput
          label="Type the parent's e-mail to confirm"
          description={family.email}
          autoComplete="off"
          data-autofocus
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        {closing.error && (
          <Alert color="red" role="alert">
            {errorMessages(closing.error).join(', ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={closing.isPending}>
            Close account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CloseFamilyModalProps extends CloseFamilyFormProps {
  opened: boolean;
}

export function CloseFamilyModal({ opened, ...form }: CloseFamilyModalProps) {
  return (
    <LazyModal opened={opened} onClose={form.onCancel} title="Close this family's account">
      {opened && <CloseFamilyForm {...form} />}
    </LazyModal>
  );
}
