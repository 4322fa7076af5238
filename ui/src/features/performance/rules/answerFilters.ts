import type { AnswerRecord } from '../../../generated/api/schemas';
import type { PerformanceColumn } from '../../../generated/PerformanceColumn';
import type { ReviewedColumn } from '../../../generated/ReviewedColumn';
import type { TokenColumn } from '../../../generated/TokenColumn';
import { WEEK_MILLIS, weeksCovering } from './answerWindow';
import { columnsOf, REVIEW_WINDOW_DAYS } from './reviewColumns';

/**
 * What the Answers tab shows. They live in the query string, so a link
 * (e.g. `/student/performance/answers?tokens=pending`) or a click on the
 * Trend tab can open the table already filtered.
 */
export interface AnswerFilters {
  /** Only INCORRECT and PASSED answers. */
  onlyNonCorrect: boolean;
  tokens: TokenColumn | null;
  reviewed: ReviewedColumn | null;
  performance: PerformanceColumn | null;
  /** One endcode's answers (its id). */
  endcode: string | null;
  /** One week's answers: the week's start (Monday 00:00 UTC, ISO 8601). */
  week: string | null;
  /** How many weeks the table loads at first (more load a week at a time). */
  weeks: number;
}

export const TOKEN_CHOICES: readonly TokenColumn[] = ['n/a', 'pending', 'awarded'];
export const REVIEWED_CHOICES: readonly ReviewedColumn[] = ['help', 'okay', 'todo'];
export const PERFORMANCE_CHOICES: readonly PerformanceColumn[] = [
  'wrong',
  'pass',
  'perfect',
  'okay',
  'good effort',
];

/** The table starts with the last week. */
export const DEFAULT_WEEKS = 1;
/** Pending tokens reach back 14 days, so a pending filter starts with two weeks. */
const PENDING_WEEKS = Math.ceil(REVIEW_WINDOW_DAYS / 7);

export const NO_FILTERS: AnswerFilters = {
  onlyNonCorrect: false,
  tokens: null,
  reviewed: null,
  performance: null,
  endcode: null,
  week: null,
  weeks: DEFAULT_WEEKS,
};

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/** The filters a query string asks for; anything not understood is left out. */
export function filtersFromSearch(search: URLSearchParams): AnswerFilters {
  const tokens = oneOf(TOKEN_CHOICES, search.get('tokens'));
  const weeks = Number(search.get('weeks'));
  const week = search.get('week');
  return {
    onlyNonCorrect: search.get('results') === 'non_correct',
    tokens,
    reviewed: oneOf(REVIEWED_CHOICES, search.get('reviewed')),
    performance: oneOf(PERFORMANCE_CHOICES, search.get('performance')),
    endcode: search.get('endcode') || null,
    week: week && !Number.isNaN(Date.parse(week)) ? week : null,
    weeks:
      Number.isInteger(weeks) && weeks > 0
        ? weeks
        : tokens === 'pending'
          ? PENDING_WEEKS
          : DEFAULT_WEEKS,
  };
}

/** The query-string pairs for `filters`, leaving out what is the default. */
export function searchFromFilters(filters: AnswerFilters): [string, string][] {
  const pairs: [string, string][] = [];
  if (filters.onlyNonCorrect) pairs.push(['results', 'non_correct']);
  if (filters.tokens) pairs.push(['tokens', filters.tokens]);
  if (filters.reviewed) pairs.push(['reviewed', filters.reviewed]);
  if (filters.performance) pairs.push(['performance', filters.performance]);
  if (filters.endcode) pairs.push(['endcode', filters.endcode]);
  if (filters.week) pairs.push(['week', filters.week]);
  if (filters.weeks !== DEFAULT_WEEKS) pairs.push(['weeks', String(filters.weeks)]);
  return pairs;
}

/** How many weeks must load at first so the filtered week is in the table. */
export function firstWeeks(filters: AnswerFilters, now: number): number {
  return filters.week ? Math.max(filters.weeks, weeksCovering(filters.week, now)) : filters.weeks;
}

function inWeek(record: AnswerRecord, week: string): boolean {
  const at = Date.parse(record.timestamp);
  const start = Date.parse(week);
  return at >= start && at < start + WEEK_MILLIS;
}

/** The answers that pass every filter, columns judged as of `now`. */
export function filterAnswers(
  records: AnswerRecord[],
  filters: AnswerFilters,
  now: number,
): AnswerRecord[] {
  return records.filter((record) => {
    const columns = columnsOf(record, now);
    return (
      (!filters.onlyNonCorrect || record.result !== 'CORRECT') &&
      (!filters.tokens || columns.token === filters.tokens) &&
      (!filters.reviewed || columns.reviewed === filters.reviewed) &&
      (!filters.performance || columns.performance === filters.performance) &&
      (!filters.endcode || record.endcode._id === filters.endcode) &&
      (!filters.week || inWeek(record, filters.week))
    );
  });
}
