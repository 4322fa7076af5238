import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Concern, ConcernUpdate } from '../../../generated/api/schemas';
import {
  fetchConcern,
  listConcerns,
  saveConcern,
  setTutorSuspension,
} from '../api/safeguardingApi';

const CONCERNS_KEY = ['safeguarding', 'concerns'] as const;
const concernKey = (concernId: string) => ['safeguarding', 'concern', concernId] as const;

/** The lead's queue of concerns. */
export function useConcerns({ enabled = true } = {}) {
  return useQuery({ queryKey: CONCERNS_KEY, queryFn: listConcerns, enabled });
}

export function useConcern(concernId: string) {
  return useQuery({ queryKey: concernKey(concernId), queryFn: () => fetchConcern(concernId) });
}

/** Saving the lead's record; the queue then shows the new state too. */
export function useSaveConcern(concernId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ConcernUpdate) => saveConcern(concernId, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(concernKey(concernId), saved);
      return queryClient.invalidateQueries({ queryKey: CONCERNS_KEY });
    },
  });
}

/**
 * Suspending the concern's tutor, or lifting it. Every concern about that
 * tutor says whether they are suspended, so all of them are read again.
 */
export function useTutorSuspension(concern: Concern) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorId, suspend }: { tutorId: string; suspend: boolean }) =>
      setTutorSuspension(
        tutorId,
        suspend ? { suspended: true, concernId: concern._id } : { suspended: false },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['safeguarding', 'concern'] }),
        queryClient.invalidateQueries({ queryKey: CONCERNS_KEY }),
      ]),
  });
}
