import { useQuery } from '@tanstack/react-query';

import { fetchParentStudents } from '../../../lib/parentStudents';
import { performanceKeys } from './queryKeys';

/** The students a parent may pick from: the ones on their profile. */
export function useParentStudents() {
  return useQuery({ queryKey: performanceKeys.parentStudents, queryFn: fetchParentStudents });
}
