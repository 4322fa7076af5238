import { useMutation, useQueryClient } from '@tanstack/react-query';

import { showError, showSuccess } from '../../../lib/toasts';
import { cancelSubscription } from '../api/subscriptionsApi';
import { SUBSCRIPTION_LIST_KEY } from './useSubscriptionData';

export const CANCELLED_TEXT = 'Subscription cancelled';

/** Cancels, then reloads the table so the row shows Cancelled and loses its actions. */
export function useCancelSubscription(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      showSuccess(CANCELLED_TEXT);
      onDone();
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_LIST_KEY });
    },
    onError: showError,
  });
}
