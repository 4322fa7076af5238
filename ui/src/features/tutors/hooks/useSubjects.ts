import { useQuery } from '@tanstack/react-query';

import { listSubjects } from '../api/tutorsApi';

/** The subjects an admin can give a tutor, in the server's order. */
export function useSubjects() {
  return useQuery({ queryKey: ['subjects'], queryFn: listSubjects });
}
