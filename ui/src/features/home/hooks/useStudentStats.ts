import { useQuery } from '@tanstack/react-query';

import { useAuth } from '../../../lib/auth/AuthContext';
import { hasNoPlan } from '../../../lib/auth/plan';
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
 * score. Each is null while unknown (loading, or the call failed). A child
 * with no plan is not asked for tokens, which the server would refuse
 * them (`tokensShown` false).
 */
export function useStudentStats() {
  const user = useAuth().user;
  const studentId = user?._id ?? '';
  const tokensShown = !hasNoPlan(user);
  const tokens = useQuery({
    queryKey: ['home', 'token-total', studentId],
    queryFn: () => orNothing(() => fetchTokenTotal(studentId)),
    enabled: studentId !== '' && tokensShown,
  });
  const bestScore = useQuery({
    queryKey: ['home', 'best-score', studentId],
    queryFn: () => orNothing(fetchBestScore),
    enabled: studentId !== '',
  });
  return { tokens: tokens.data ?? null, tokensShown, bestScore: bestScore.data ?? null };
}
