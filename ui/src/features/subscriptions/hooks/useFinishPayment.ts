import type { PaymentRedirect, Subscription } from '../../../generated/api/schemas';
import { changeSubscription } from '../api/subscriptionsApi';
import { paymentReturnUrls } from '../paths';
import { assignedSlots } from '../slots';
import { usePayment } from './usePayment';

/**
 * Asks where to pay for a subscription still waiting for payment. The
 * subscription list does not carry that page's address, so the
 * subscription is saved unchanged: for an unpaid one the server answers
 * its payment page (the same one while the price is the same).
 */
export function finishPayment(subscription: Subscription): Promise<PaymentRedirect> {
  return changeSubscription(subscription._id, {
    session_option: subscription.session_option,
    slots: assignedSlots(subscription.assigned_sessions),
    ...paymentReturnUrls(),
  });
}

/** Takes the parent to the payment page of a subscription still waiting for payment. */
export function useFinishPayment(subscription: Subscription) {
  return usePayment(() => finishPayment(subscription));
}
