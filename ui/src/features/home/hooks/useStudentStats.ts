import { useQuery } from '@tanstack/react-query';

import { useAuth } from '../../../lib/auth/AuthContext';
import { logError } from '../../../lib/remoteLog';
import { fetchBestScore } from '../api/bestScore';
import { fetchTokenTotal } from '../api/tokenTotal';

/** Only a figure on the home depends on it: log a failure and show nothing. */
async function orNothing(load: () => Promise<number>): Promise<number | null> {
  try {
    return await load();
  } catch (error) {
    logError(error);
    return null;
  }
}

/**
 * The figures the student home shows: the token balance and the best
 * score. Each is null while unknown (loading, or the call failed).
 */
export function useStudentStats() {
  const studentId = useAuth().user?._id ?? '';
  const tokens = useQuery({
    queryKey: ['home', 'token-total', studentId],
    queryFn: () => orNothing(() => fetchTokenTotal(studentId)),
    enabled: studentId !== '',
  });
  const bestScore = useQuery({
    queryKey: ['home', 'best-score', studentId],
    queryFn: () => orNothing(fetchBestScore),
    enabled: studentId !== '',
  });
  return { tokens: tokens.data ?? null, bestScore: bestScore.data ?? null };
}
