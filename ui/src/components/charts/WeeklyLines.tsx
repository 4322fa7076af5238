import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { ChartWeek } from './WeeklyLineChart';

const COLOURS = ['blue', 'grape', 'teal', 'orange', 'red', 'lime', 'cyan', 'pink', 'indigo'];

/**
 * The lines of WeeklyLineChart, drawn with recharts. Values are read
 * through a function because series are names (theme names may hold dots,
 * which a string dataKey would read as a path).
 */
export function WeeklyLines({
  weeks,
  series,
  height,
  valueWords,
}: {
  weeks: ChartWeek[];
  series: string[];
  height: number;
  valueWords?: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={weeks} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tickLine={false} />
        <YAxis width={valueWords ? 8 : 40} domain={['auto', 'auto']} tick={!valueWords} />
        <Tooltip
          formatter={
            valueWords
              ? (value) => (typeof value === 'number' ? valueWords(value) : value)
              : undefined
          }
        />
        <Legend />
        {series.map((name, index) => (
          <Line
            key={name}
            name={name}
            type="monotone"
            dataKey={(week: ChartWeek) => week.values[name] ?? null}
            stroke={`var(--mantine-color-${COLOURS[index % COLOURS.length]}-6)`}
            strokeWidth={index === 0 ? 3 : 2}
            // A week without a value (nothing practised) does not break a
            // line, and every week's value shows as a dot, even a lone one.
            connectNulls
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
