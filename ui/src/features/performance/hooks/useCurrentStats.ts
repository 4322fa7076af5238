import { useQuery } from '@tanstack/react-query';

import { fetchCurrentStats } from '../api/performanceApi';
import { loggedLoad } from './loggedLoad';
import { performanceKeys } from './queryKeys';

/** The subject > theme > topic > endcode hierarchy with the student's scores. */
export function useCurrentStats(studentId: string) {
  return useQuery({
    queryKey: performanceKeys.currentStats(studentId),
    queryFn: () => loggedLoad(() => fetchCurrentStats(studentId)),
    enabled: studentId !== '',
  });
}
