import type { AnswerRecord, PerformanceNode, TrendStat } from '../../../generated/api/schemas';
import { formatWeekStart } from '../../../lib/dates';
import { WEEK_MILLIS } from './answerWindow';
import { type EndcodePlace, endcodePlaces } from './hierarchy';

/** One week on a chart: its label and a value per line (null where there is none). */
export interface WeekPoint {
  label: string;
  values: Record<string, number | null>;
}

export interface EndcodeTrend extends EndcodePlace {
  endcode: string;
  /** The score in each week, oldest first (null before it was practised). */
  scores: (number | null)[];
}

export interface TrendView {
  weeks: { start: string; label: string }[];
  /** 'Average' and one line per theme. */
  scoreSeries: string[];
  scores: WeekPoint[];
  activity: WeekPoint[];
  endcodes: EndcodeTrend[];
}

export const AVERAGE = 'Average';
export const MINUTES = 'Minutes on questions';
export const ANSWERED = 'Questions answered';
const OTHER_THEME = 'Other';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) =>
  values.length === 0
    ? null
    : oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);

function weekOf(record: AnswerRecord, starts: number[]): number {
  const at = Date.parse(record.timestamp);
  return starts.findIndex((start) => at >= start && at < start + WEEK_MILLIS);
}

/**
 * What the Trend tab draws from the weekly snapshots (oldest first), the
 * hierarchy (to name endcodes and group them by theme) and the answers of
 * those weeks (time on questions, in minutes: seconds / 60).
 */
export function trendView(
  stats: TrendStat[],
  subjects: PerformanceNode[],
  answers: AnswerRecord[],
): TrendView {
  const ordered = [...stats].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const places = endcodePlaces(subjects);
  const placeOf = (endcode: string): EndcodePlace =>
    places.get(endcode) ?? { name: endcode, label: endcode, topic: '', theme: OTHER_THEME };
  const weeks = ordered.map((stat) => ({
    start: stat.timestamp,
    label: formatWeekStart(new Date(stat.timestamp)),
  }));

  const themes = [
    ...new Set(ordered.flatMap((stat) => stat.scores.map((score) => placeOf(score.endcode).theme))),
  ].sort();
  const scores = ordered.map((stat, index): WeekPoint => {
    const values: Record<string, number | null> = {
      [AVERAGE]: mean(stat.scores.map((score) => score.score)),
    };
    for (const theme of themes) {
      values[theme] = mean(
        stat.scores.filter((score) => placeOf(score.endcode).theme === theme).map((s) => s.score),
      );
    }
    return { label: weeks[index]!.label, values };
  });

  const starts = weeks.map((week) => Date.parse(week.start));
  const activity = weeks.map((week, index): WeekPoint => {
    const inWeek = answers.filter((answer) => weekOf(answer, starts) === index);
    const seconds = inWeek.reduce((sum, answer) => sum + answer.response_time, 0);
    return {
      label: week.label,
      values: { [MINUTES]: oneDecimal(seconds / 60), [ANSWERED]: inWeek.length },
    };
  });

  const endcodeIds = [...new Set(ordered.flatMap((stat) => stat.scores.map((s) => s.endcode)))];
  const endcodes = endcodeIds
    .map((endcode): EndcodeTrend => ({
      endcode,
      ...placeOf(endcode),
      scores: ordered.map((stat) => {
        const found = stat.scores.find((score) => score.endcode === endcode);
        return found ? oneDecimal(found.score) : null;
      }),
    }))
    .sort((a, b) => a.theme.localeCompare(b.theme) || a.name.localeCompare(b.name));

  return { weeks, scoreSeries: [AVERAGE, ...themes], scores, activity, endcodes };
}

/** How many of the weeks have a score: a line needs two. */
export function weeksWithScores(view: TrendView): number {
  return view.scores.filter((week) => week.values[AVERAGE] !== null).length;
}

/** 'No trend data available' unless some week has a score. */
export function hasTrendData(stats: TrendStat[]): boolean {
  return stats.some((stat) => stat.scores.length > 0);
}
