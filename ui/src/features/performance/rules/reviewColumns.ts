import type { AnswerRecord, Decision } from '../../../generated/api/schemas';
import type { PerformanceColumn } from '../../../generated/PerformanceColumn';
import type { ReviewedColumn } from '../../../generated/ReviewedColumn';
import type { TokenColumn } from '../../../generated/TokenColumn';

/*
 * The answer-review table's Token and Performance columns. The
 * server decides them in Rust (`shared/src/game/review.rs`) but does not
 * send them, and the table must follow a review at once, so the same
 * rules are written here; the tests use the Rust tests' tables.
 */

/** Reviewing earns a pending token only within this many days. */
export const REVIEW_WINDOW_DAYS = 14;
/** Answers from before 1 December 2022 (UTC) never carried tokens. */
export const TOKEN_CUTOFF_MILLIS = 1_669_852_800_000;
export const DAY_MILLIS = 24 * 60 * 60 * 1000;

/** help while help is requested and unresolved; okay once reviewed or help was asked. */
export function reviewedColumn(
  reviewed: boolean,
  helpRequested: boolean,
  resolved: boolean,
): ReviewedColumn {
  if (helpRequested && !resolved) return 'help';
  if (reviewed || helpRequested) return 'okay';
  return 'todo';
}

/** n/a when too old or before the cut-off; pending for a wrong or passed answer not yet reviewed. */
export function tokenColumn(
  result: Decision,
  reviewed: boolean,
  answeredAt: number,
  now: number,
): TokenColumn {
  if (answeredAt < TOKEN_CUTOFF_MILLIS || now - answeredAt > REVIEW_WINDOW_DAYS * DAY_MILLIS) {
    return 'n/a';
  }
  if (result !== 'CORRECT' && !reviewed) return 'pending';
  return 'awarded';
}

/** Correct answers: perfect within the standard time, okay within the maximum time. */
export function performanceColumn(
  result: Decision,
  responseTimePc: number,
  responseTime: number,
  maximumTime: number,
): PerformanceColumn {
  if (result === 'INCORRECT') return 'wrong';
  if (result === 'PASSED') return 'pass';
  if (responseTimePc <= 100) return 'perfect';
  if (responseTime <= maximumTime) return 'okay';
  return 'good effort';
}

export interface ReviewColumns {
  reviewed: ReviewedColumn;
  token: TokenColumn;
  performance: PerformanceColumn;
}

/**
 * All three columns of one answer, as of `now`. An answer to a tutor's
 * question in a live session never carries a token (docs/live-sessions.md).
 */
export function columnsOf(record: AnswerRecord, now: number): ReviewColumns {
  return {
    reviewed: reviewedColumn(record.reviewed, record.help_requested, record.resolved),
    token: record.session_id
      ? 'n/a'
      : tokenColumn(record.result, record.reviewed, Date.parse(record.timestamp), now),
    performance: performanceColumn(
      record.result,
      record.response_time_pc,
      record.response_time,
      record.question.maximum_time,
    ),
  };
}
