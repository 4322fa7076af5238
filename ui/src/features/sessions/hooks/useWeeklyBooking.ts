import { useQuery } from '@tanstack/react-query';

import type { Session } from '../../../generated/api/schemas';
import { fetchSubscription } from '../api/sessionsApi';
import { weeklyBookingOf } from '../rules/reschedule';
import { SESSIONS_KEY } from './useSessionWeeks';

/**
 * The weekly booking a session comes from, read from its subscription:
 * the session's own day and time may be a one-off move. Kept under the
 * sessions key so that any change to sessions reloads it too.
 */
export function useWeeklyBooking(session: Session) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'subscription', session.subscription_id],
    queryFn: () => fetchSubscription(session.subscription_id),
    select: (subscription) => weeklyBookingOf(subscription.assigned_sessions, session),
  });
}
