import { useQuery } from '@tanstack/react-query';

import { fetchMathsSubjectId } from '../api/notesApi';
import { messageKeys } from './queryKeys';

/** The id of the subject Maths, which students message about (null when there is none). */
export function useMathsSubject() {
  return useQuery({
    queryKey: messageKeys.mathsSubject,
    queryFn: fetchMathsSubjectId,
    staleTime: Infinity,
  });
}
