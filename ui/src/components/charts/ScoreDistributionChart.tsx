import { Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { ScoreCount } from '../../generated/ScoreCount';

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
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 16, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="score"
            label={{ value: 'Score', position: 'insideBottom', offset: -8 }}
            tickLine={false}
          />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip
            formatter={(occurs) => [occurs, 'Questions']}
            labelFormatter={(score) => `Score ${score}`}
          />
          <Bar
            maxBarSize={48}
            dataKey="occurs"
            name="Questions"
            fill="var(--mantine-color-blue-6)"
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
