import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { fetchParentStudents } from '../../../lib/parentStudents';
import { fetchRaisedConcerns, raiseConcern } from '../api/concernsApi';

const RAISED_KEY = ['concerns', 'mine'] as const;

/** The signed-in person's concerns, newest first. */
export function useRaisedConcerns() {
  return useQuery({ queryKey: RAISED_KEY, queryFn: fetchRaisedConcerns });
}

/** Raising a concern; the list of those raised then shows it too. */
export function useRaiseConcern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseConcern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RAISED_KEY }),
  });
}

/** A parent's children, one of whom a concern may be about. */
export function useChildrenToName() {
  return useQuery({ queryKey: ['concerns', 'children'], queryFn: fetchParentStudents });
}
