import { useQuery } from '@tanstack/react-query';

import { fetchAnswers, fetchTrendStats } from '../api/performanceApi';
import { hasTrendData, trendView } from '../rules/trendSeries';
import { loggedLoad } from './loggedLoad';
import { performanceKeys } from './queryKeys';
import { useCurrentStats } from './useCurrentStats';

/**
 * The Trend tab's data: the weekly snapshots, the hierarchy to name their
 * endcodes, and the answers of those weeks for the time spent. Without
 * snapshots (or when they fail to load) there is no trend to draw.
 */
export function useTrend(studentId: string) {
  const stats = useQuery({
    queryKey: performanceKeys.trend(studentId),
    queryFn: () => loggedLoad(() => fetchTrendStats(studentId)),
    enabled: studentId !== '',
  });
  const tree = useCurrentStats(studentId);
  const since = stats.data?.map((stat) => stat.timestamp).sort()[0] ?? '';
  const answers = useQuery({
    queryKey: performanceKeys.trendAnswers(studentId, since),
    queryFn: () => loggedLoad(() => fetchAnswers(studentId, { since })),
    enabled: since !== '',
  });

  const available = stats.data !== undefined && hasTrendData(stats.data);
  return {
    loading: stats.isPending && studentId !== '',
    view: available ? trendView(stats.data, tree.data ?? [], answers.data ?? []) : null,
  };
}
