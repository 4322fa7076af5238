import { lazy, Suspense } from 'react';

// The drawing library is large, so it loads after the page, in the chart's place.
const WeeklyLines = lazy(() =>
  import('./WeeklyLines').then((module) => ({ default: module.WeeklyLines })),
);

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

/** Lines over weeks, oldest on the left. */
export function WeeklyLineChart({ title, weeks, series, height = 240 }: WeeklyLineChartProps) {
  return (
    <figure
      style={{ margin: 0 }}
      aria-label={title}
      data-testid="weekly-line-chart"
      data-weeks={weeks.map((week) => week.label).join(', ')}
      data-series={series.join(', ')}
    >
      <Suspense fallback={<div style={{ height }} />}>
        <WeeklyLines weeks={weeks} series={series} height={height} />
      </Suspense>
    </figure>
  );
}
