import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { ScoreCount } from '../../generated/api/schemas';

/** The bars of ScoreDistributionChart, drawn with recharts. */
export function ScoreBars({ bars, height }: { bars: ScoreCount[]; height: number }) {
  return (
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
  );
}
