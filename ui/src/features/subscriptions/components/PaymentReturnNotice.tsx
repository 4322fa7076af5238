import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

export const PAYMENT_DECLINED_TEXT =
  'Your payment was declined, so nothing was bought and you have not been charged. You can try again with another card.';

export const PAYMENT_SUCCESS_TEXT =
  'Thank you! Your subscription has been saved. A new subscription shows as Active as soon as the payment has gone through.';

/**
 * The payment page sends the parent back with `status=success` or
 * `status=error`; closing the message drops the query so a
 * reload does not show it again.
 */
export function PaymentReturnNotice() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  if (status !== 'success' && status !== 'error') return null;

  const close = () => setParams({}, { replace: true });
  return status === 'success' ? (
    <Alert color="green" title="Subscription saved" withCloseButton onClose={close} role="status">
      {PAYMENT_SUCCESS_TEXT}
    </Alert>
  ) : (
    <Alert color="red" title="Payment declined" withCloseButton onClose={close} role="alert">
      {PAYMENT_DECLINED_TEXT}
    </Alert>
  );
}
