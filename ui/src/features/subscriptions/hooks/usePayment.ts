import { useReducer, useRef } from 'react';

import type { PaymentRedirect } from '../../../generated/PaymentRedirect';
import { logError } from '../../../lib/remoteLog';
import { openPaymentPage } from '../paymentPage';
import { PAY_READY, payErrorMessage, payReducer } from '../wizard/payState';

/**
 * Runs `start` (the call that answers where to pay) once per Pay click
 * and then leaves for the payment page. The ref sees a second click that
 * comes before React has re-rendered the button as busy.
 */
export function usePayment(start: () => Promise<PaymentRedirect>) {
  const [state, dispatch] = useReducer(payReducer, PAY_READY);
  const paying = useRef(false);

  async function pay() {
    if (paying.current || state.status !== 'ready') return;
    paying.current = true;
    dispatch({ type: 'pay' });
    try {
      const { redirect_url } = await start();
      dispatch({ type: 'succeeded' });
      openPaymentPage(redirect_url);
    } catch (error) {
      logError(error);
      dispatch({ type: 'failed', message: payErrorMessage(error) });
    } finally {
      paying.current = false;
    }
  }

  return { state, pay, dismiss: () => dispatch({ type: 'dismiss' }) };
}
