/** The subscriptions page. */
export const SUBSCRIPTIONS_PATH = '/parent/subscriptions';

/** Where a parent adds a child: the new-student form on the parent home. */
export const ADD_STUDENT_PATH = '/parent';

export type PaymentOutcome = 'success' | 'error';

/**
 * Where the payment page sends the parent back to. It must be a whole
 * address because the parent comes back from another site (Stripe).
 */
function paymentReturnUrl(outcome: PaymentOutcome): string {
  return `${window.location.origin}${SUBSCRIPTIONS_PATH}?status=${outcome}`;
}

/** Both return addresses, as every call that may lead to the payment page sends them. */
export function paymentReturnUrls(): { success_url: string; error_url: string } {
  return { success_url: paymentReturnUrl('success'), error_url: paymentReturnUrl('error') };
}
