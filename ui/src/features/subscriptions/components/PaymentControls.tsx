import { Button, Group, Modal, Text } from '@mantine/core';

import type { PayState } from '../wizard/payState';

export interface PaymentControlsProps {
  state: PayState;
  label: string;
  onPay: () => void;
  onDismiss: () => void;
}

/**
 * A failed payment's popup, which brings the payment back to ready when
 * dismissed. Lines of a server's error list stay on their own lines.
 */
export function PayErrorModal({
  state,
  onDismiss,
}: Pick<PaymentControlsProps, 'state' | 'onDismiss'>) {
  return (
    <Modal
      opened={state.status === 'error'}
      onClose={onDismiss}
      title={
        <Text c="red" fw={700}>
          Error:
        </Text>
      }
    >
      <Text c="red" style={{ whiteSpace: 'pre-line' }} data-testid="pay-error">
        {state.status === 'error' ? state.message : ''}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onDismiss}>OK</Button>
      </Group>
    </Modal>
  );
}

/**
 * The Pay button through its states, and the error popup.
 */
export function PaymentControls({ state, label, onPay, onDismiss }: PaymentControlsProps) {
  return (
    <>
      <Group justify="flex-end">
        <Button
          size="md"
          onClick={onPay}
          loading={state.status === 'subscribing'}
          disabled={state.status === 'success' || state.status === 'error'}
        >
          {state.status === 'success' ? 'Taking you to payment…' : label}
        </Button>
      </Group>
      <PayErrorModal state={state} onDismiss={onDismiss} />
    </>
  );
}
