import { useQuery } from '@tanstack/react-query';

import { fetchParentStudents } from '../../../lib/parentStudents';
import { fetchProducts, fetchSubjects, fetchSubscriptions } from '../api/subscriptionsApi';

export const SUBSCRIPTION_LIST_KEY = ['subscriptions', 'list'] as const;

/** The parent's subscriptions, for `useQuery` and for reading them afresh after a change. */
export const subscriptionListQuery = {
  queryKey: SUBSCRIPTION_LIST_KEY,
  queryFn: fetchSubscriptions,
};

/** The parent's subscriptions, newest state from the server. */
export function useSubscriptionList() {
  return useQuery(subscriptionListQuery);
}

/** The plans on sale with their weekly prices. */
export function useProducts() {
  return useQuery({ queryKey: ['subscriptions', 'products'], queryFn: fetchProducts });
}

export function useStudents() {
  return useQuery({ queryKey: ['subscriptions', 'students'], queryFn: fetchParentStudents });
}

export function useSubjects() {
  return useQuery({ queryKey: ['subscriptions', 'subjects'], queryFn: fetchSubjects });
}
