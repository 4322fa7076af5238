import { Button, Group, Stack, Text } from '@mantine/core';

import { LazyModal } from '../../../components/dialog/LazyModal';
import type { Subscription } from '../../../generated/api/schemas';
import { useCancelSubscription } from '../hooks/useCancelSubscription';
import { subscriptionName } from './SubscriptionsTable';

export interface CancelSubscriptionDialogProps {
  subscription: Subscription | null;
  onClose: () => void;
}

/** Cancelling frees the child's tutor times for others, so the parent confirms first. */
export function CancelSubscriptionDialog({ subscription, onClose }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription(onClose);
  return (
    <LazyModal opened={subscription !== null} onClose={onClose} title="Cancel Subscription">
      {subscription && (
        <Stack>
          <Text>
            Cancel {subscriptionName(subscription)}? Its tutor sessions still to come are cancelled
            too, and its weekly times are offered to other families.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep subscription
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(subscription._id)}
            >
              Yes, cancel it
            </Button>
          </Group>
        </Stack>
      )}
    </LazyModal>
  );
}
