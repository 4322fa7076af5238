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
  /**
   * The values in words, for readers the numbers mean nothing to: the axis
   * then draws no numbers and a week's tip gives the words.
   */
  valueWords?: (value: number) => string;
}

/** Lines over weeks, oldest on the left. */
export function WeeklyLineChart({
  title,
  weeks,
  series,
  height = 240,
  valueWords,
}: WeeklyLineChartProps) {
  return (
    <figure
      style={{ margin: 0 }}
      aria-label={title}
      data-testid="weekly-line-chart"
      data-weeks={weeks.map((week) => week.label).join(', ')}
      data-series={series.join(', ')}
      data-numbers={valueWords ? 'no' : 'yes'}
    >
      <Suspense fallback={<div style={{ height }} />}>
        <WeeklyLines weeks={weeks} series={series} height={height} valueWords={valueWords} />
      </Suspense>
    </figure>
  );
}
