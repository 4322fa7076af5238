import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { NewTutorBody, Tutor } from '../../../generated/api/schemas';
import { useBusy } from '../../../lib/busy';
import { showError } from '../../../lib/toasts';
import { createTutor, listTutors } from '../api/tutorsApi';

export const TUTORS_KEY = ['tutors'] as const;
export const REFRESH_TUTORS_BUSY = 'Cannot refresh TutorList when busy';
export const ADD_TUTOR_BUSY = 'Cannot add tutor when busy';

/**
 * The admin's tutor list. Refreshing and adding share one busy flag, so
 * neither starts while the other runs (docs/screens.md); a new tutor joins
 * the list at once without another load.
 */
export function useTutorList() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: TUTORS_KEY, queryFn: listTutors });
  const { busy, run } = useBusy();

  async function refresh() {
    try {
      await run(REFRESH_TUTORS_BUSY, async () => {
        const result = await list.refetch();
        if (result.error) throw result.error;
      });
    } catch (error) {
      showError(error);
    }
  }

  function add(body: NewTutorBody): Promise<Tutor> {
    return run(ADD_TUTOR_BUSY, async () => {
      const tutor = await createTutor(body);
      queryClient.setQueryData<Tutor[]>(TUTORS_KEY, (current) => [...(current ?? []), tutor]);
      return tutor;
    });
  }

  return { list, busy, refresh, add };
}
