import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { Tutor, TutorBody } from '../../../generated/api/schemas';
import { fetchTutor, saveTutor } from '../api/tutorsApi';

export function tutorKey(tutorId?: string) {
  return ['tutor', tutorId ?? 'me'] as const;
}

/**
 * One tutor's profile (the signed-in tutor's without an id) and saving
 * it; the server's answer goes straight into the cache.
 */
export function useTutorProfile(tutorId?: string) {
  const queryClient = useQueryClient();
  const key = tutorKey(tutorId);
  const tutor = useQuery({ queryKey: key, queryFn: () => fetchTutor(tutorId) });

  async function save(body: TutorBody): Promise<Tutor> {
    const saved = await saveTutor(body);
    queryClient.setQueryData(key, saved);
    return saved;
  }

  return { tutor, save };
}
