import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

import type { ScoreCount } from '../../generated/api/schemas';

// The drawing library is large, so it loads after the page, in the chart's place.
const ScoreBars = lazy(() =>
  import('./ScoreBars').then((module) => ({ default: module.ScoreBars })),
);

export interface ScoreDistributionChartProps {
  distribution: ScoreCount[];
  height?: number;
}

/** The server's order is not promised; a score axis reads low to high. */
function byScore(distribution: ScoreCount[]): ScoreCount[] {
  return [...distribution].sort((a, b) => a.score - b.score);
}

/**
 * How many questions sit at each score (x = score, y = questions), so an
 * admin sees where a level's bank is thin.
 */
export function ScoreDistributionChart({
  distribution,
  height = 200,
}: ScoreDistributionChartProps) {
  const total = distribution.reduce((sum, count) => sum + count.occurs, 0);
  const bars = byScore(distribution);
  if (distribution.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="score-distribution">
        No questions yet
      </Text>
    );
  }
  return (
    <figure
      style={{ margin: 0 }}
      data-testid="score-distribution"
      data-bars={bars.length}
      data-scores={bars.map((bar) => bar.score).join(' ')}
      aria-label={`Score distribution of ${total} ${total === 1 ? 'question' : 'questions'}`}
    >
      <Suspense fallback={<div style={{ height }} />}>
        <ScoreBars bars={bars} height={height} />
      </Suspense>
    </figure>
  );
}
