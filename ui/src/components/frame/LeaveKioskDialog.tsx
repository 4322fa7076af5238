import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';

import { errorMessages } from '../../lib/api/apiError';
import { exitKiosk } from '../../lib/desktop/kiosk';

/** Asks for the adult's PIN; the desktop app closes when it is right. */
export function LeaveKioskDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    try {
      if (!(await exitKiosk(pin))) setError('That PIN is not right');
    } catch (failure) {
      setError(errorMessages(failure).join(', '));
    } finally {
      setChecking(false);
      setPin('');
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Leave kiosk">
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <PasswordInput
            label="Adult PIN"
            data-autofocus
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            error={error}
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={pin === ''} loading={checking}>
              Leave kiosk
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
