import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { errorMessages } from '../../../lib/api/apiError';

export interface ConfirmDialogProps {
  title: string;
  onClose: () => void;
  onYes: () => void;
  yesDisabled?: boolean;
  /** The change is on its way: Yes shows it and cannot be pressed again. */
  pending: boolean;
  /** What went wrong, shown in red above the buttons. */
  error?: string | null;
  children: ReactNode;
}

/** The server's messages for a failed change, as the dialog shows them. */
export function failureText(error: unknown): string | null {
  return error ? errorMessages(error).join(', ') : null;
}

/** The frame every session dialog shares: a question, its details, No and Yes. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, onClose, onYes, yesDisabled = false, pending, error, children } = props;
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack>
        {children}
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            No
          </Button>
          <Button onClick={onYes} disabled={yesDisabled} loading={pending}>
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
