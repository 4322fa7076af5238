import { Alert, Button, Group, Text } from '@mantine/core';

import type { Subscription } from '../../../generated/api/schemas';
import { useFinishPayment } from '../hooks/useFinishPayment';
import { PaymentControls } from './PaymentControls';

export function waitingForPaymentText(subscription: Subscription): string {
  return `${subscription.student.name}'s ${subscription.subject.name} plan is waiting for payment`;
}

export const WAITING_PLAN_ADVICE =
  'It has not been paid for yet, so there is no need to buy it again. Finish paying to start it, or edit its plan and times first.';

export interface WaitingPlanNoticeProps {
  subscription: Subscription;
  onEdit: () => void;
}

/**
 * Step 0 of the new-subscription wizard when the chosen child already has
 * an unpaid plan for the chosen subject: the server would refuse a second
 * one, so the parent is offered to pay for that plan or to edit it.
 */
export function WaitingPlanNotice({ subscription, onEdit }: WaitingPlanNoticeProps) {
  const payment = useFinishPayment(subscription);
  const leaving = payment.state.status === 'subscribing' || payment.state.status === 'success';
  return (
    <Alert color="yellow" title={waitingForPaymentText(subscription)}>
      <Text size="sm">{WAITING_PLAN_ADVICE}</Text>
      <Group justify="flex-end" mt="sm">
        <Button size="md" variant="default" onClick={onEdit} disabled={leaving}>
          Edit
        </Button>
        <PaymentControls
          state={payment.state}
          label="Finish paying"
          onPay={() => void payment.pay()}
          onDismiss={payment.dismiss}
        />
      </Group>
    </Alert>
  );
}
