import { type QueryClient, useQueryClient } from '@tanstack/react-query';

import type { PaymentRedirect } from '../../../generated/api/schemas';
import { logError } from '../../../lib/remoteLog';
import { showNotice } from '../../../lib/toasts';
import { savedWhileWaitingText } from '../planChangeTexts';
import { openPaymentPage } from '../paymentPage';
import { subscriptionListQuery } from './useSubscriptionData';

/** The notice says when a plan starts, a sentence to read, not a glance. */
export const WAITING_NOTICE_MS = 10_000;

/** What the saved subscription's waiting change means for the family, if one waits. */
async function waitingNotice(queryClient: QueryClient, id: string): Promise<string | null> {
  try {
    const list = await queryClient.fetchQuery({ ...subscriptionListQuery, staleTime: 0 });
    const saved = list.find((each) => each._id === id);
    return saved ? savedWhileWaitingText(saved) : null;
  } catch (error) {
    // The change is saved either way; the success page will show the list.
    logError(error);
    return null;
  }
}

/**
 * Follows the server's answer to a change of a subscription. A payment
 * page is left for as before. The success address comes back both for a
 * change made now and for one kept waiting (a cheaper plan until the
 * renewal; a staff member's raise until the family pays). The success
 * page would read as if the plan had changed, so for a waiting change the
 * dialog closes here instead, the list shows the waiting change, and a
 * notice says when the new plan starts.
 */
export function useFollowChangeAnswer(id: string, successUrl: string, onClose: () => void) {
  const queryClient = useQueryClient();
  return async ({ redirect_url }: PaymentRedirect) => {
    const notice = redirect_url === successUrl ? await waitingNotice(queryClient, id) : null;
    if (notice === null) {
      openPaymentPage(redirect_url);
      return;
    }
    showNotice(notice, WAITING_NOTICE_MS);
    onClose();
  };
}
