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

/** One week on the chart: its label and each line's value (null leaves a gap). */
export interface ChartWeek {
  label: string;
  values: Record<string, number | null>;
}

export interface WeeklyLineChartProps {
  /** Names the chart for screen readers and tests. */
  title: string;
  weeks: ChartWeek[];
  /** The lines, by the key of their values. */
  series: string[];
  height?: number;
}

const COLOURS = ['blue', 'grape', 'teal', 'orange', 'red', 'lime', 'cyan', 'pink', 'indigo'];

/**
 * Lines over weeks, oldest on the left. Values are read through a function
 * because series are names (theme names may hold dots, which a string
 * dataKey would read as a path).
 */
export function WeeklyLineChart({ title, weeks, series, height = 240 }: WeeklyLineChartProps) {
  return (
    <figure
      style={{ margin: 0 }}
      aria-label={title}
      data-testid="weekly-line-chart"
      data-weeks={weeks.map((week) => week.label).join(', ')}
      data-series={series.join(', ')}
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={weeks} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} />
          <YAxis width={40} domain={['auto', 'auto']} />
          <Tooltip />
          <Legend />
          {series.map((name, index) => (
            <Line
              key={name}
              name={name}
              type="monotone"
              dataKey={(week: ChartWeek) => week.values[name] ?? null}
              stroke={`var(--mantine-color-${COLOURS[index % COLOURS.length]}-6)`}
              strokeWidth={index === 0 ? 3 : 2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
