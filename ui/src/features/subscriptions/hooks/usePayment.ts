import { useReducer, useRef } from 'react';

import type { PaymentRedirect } from '../../../generated/api/schemas';
import { logError } from '../../../lib/remoteLog';
import { openPaymentPage } from '../paymentPage';
import { PAY_READY, payErrorMessage, payReducer } from '../wizard/payState';

/** What to do with the server's answer of where to go next. */
export type FollowRedirect = (redirect: PaymentRedirect) => void | Promise<void>;

/** By default the answer is a payment page, and the parent goes there. */
const leaveFor: FollowRedirect = ({ redirect_url }) => openPaymentPage(redirect_url);

/**
 * Runs `start` (the call that answers where to pay) once per Pay click
 * and then follows its answer, by default to the payment page. The ref
 * sees a second click that comes before React has re-rendered the button
 * as busy.
 */
export function usePayment(start: () => Promise<PaymentRedirect>, follow = leaveFor) {
  const [state, dispatch] = useReducer(payReducer, PAY_READY);
  const paying = useRef(false);

  async function pay() {
    if (paying.current || state.status !== 'ready') return;
    paying.current = true;
    dispatch({ type: 'pay' });
    try {
      const redirect = await start();
      // Still busy while following: an edit may first read the list again.
      await follow(redirect);
      dispatch({ type: 'succeeded' });
    } catch (error) {
      logError(error);
      dispatch({ type: 'failed', message: payErrorMessage(error) });
    } finally {
      paying.current = false;
    }
  }

  return { state, pay, dismiss: () => dispatch({ type: 'dismiss' }) };
}
