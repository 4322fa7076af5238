import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { listFlaggedMessages, markFlaggedReviewed } from '../api/safeguardingApi';

const FLAGGED_KEY = ['safeguarding', 'flagged'] as const;

export function useFlaggedMessages() {
  return useQuery({ queryKey: FLAGGED_KEY, queryFn: listFlaggedMessages });
}

/** Marking one message reviewed; the list is read again to show when. */
export function useMarkReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFlaggedReviewed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLAGGED_KEY }),
  });
}
