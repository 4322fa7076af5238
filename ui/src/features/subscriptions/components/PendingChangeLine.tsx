import { Button, Stack, Text } from '@mantine/core';

import type { Subscription } from '../../../generated/api/schemas';
import { openPaymentPage } from '../paymentPage';
import { FINISH_PAYING_LABEL, waitingChangeText } from '../planChangeTexts';

export interface PendingChangeLineProps {
  subscription: Subscription;
  /**
   * Offer to pay for a change waiting for payment. Only the family pays,
   * so only the parent's own list sets it; anyone else sees the line alone.
   */
  withFinishPaying?: boolean;
}

/**
 * A paid plan's change that has not taken effect yet (docs/plan-changes.md):
 * the plan shown beside it still stands until then.
 */
export function PendingChangeLine({
  subscription,
  withFinishPaying = false,
}: PendingChangeLineProps) {
  const text = waitingChangeText(subscription);
  if (text === null) return null;
  const checkoutUrl = subscription.pending_change?.checkout_url;
  return (
    <Stack gap={4} mt={4} align="flex-start">
      <Text size="sm" c="orange.8">
        {text}
      </Text>
      {withFinishPaying && checkoutUrl && (
        <Button size="xs" onClick={() => openPaymentPage(checkoutUrl)}>
          {FINISH_PAYING_LABEL}
        </Button>
      )}
    </Stack>
  );
}
