import { describe, expect, it } from 'vitest';

import type { Decision } from '../../../generated/api/schemas';
import type { PerformanceColumn } from '../../../generated/PerformanceColumn';
import type { ReviewedColumn } from '../../../generated/ReviewedColumn';
import cases from '../../../generated/review_rules.json';
import type { TokenColumn } from '../../../generated/TokenColumn';
import { answerRecord, TEST_NOW } from '../testing/answerRecords';
import { columnsOf, performanceColumn, reviewedColumn, tokenColumn } from './reviewColumns';

/*
 * Every case the Rust rules (shared/src/game/review.rs) wrote into
 * review_rules.json, replayed through this copy, so the two cannot drift.
 */

describe('the Token column', () => {
  it.each(cases.token)('$result, reviewed $reviewed, answered at $answered_at', (row) => {
    const { result, reviewed, answered_at, now, column } = row;
    expect(tokenColumn(result as Decision, reviewed, answered_at, now)).toBe(column as TokenColumn);
  });
});

describe("a live session's answer", () => {
  it('carries no token, wrong or not, reviewed or not', () => {
    const wrong = answerRecord({
      result: 'INCORRECT',
      timestamp: new Date(TEST_NOW).toISOString(),
    });
    expect(columnsOf(wrong, TEST_NOW).token).toBe('pending');
    expect(columnsOf({ ...wrong, session_id: 'session-1' }, TEST_NOW).token).toBe('n/a');
  });
});

describe('the Performance column', () => {
  it.each(cases.performance)('$result at $response_time_pc% taking $response_time s', (row) => {
    const { result, response_time_pc, response_time, maximum_time, column } = row;
    expect(
      performanceColumn(result as Decision, response_time_pc, response_time, maximum_time),
    ).toBe(column as PerformanceColumn);
  });
});

describe('the Reviewed column', () => {
  it.each(cases.reviewed)(
    'reviewed $reviewed, help $help_requested, resolved $resolved',
    ({ reviewed, help_requested, resolved, column }) => {
      expect(reviewedColumn(reviewed, help_requested, resolved)).toBe(column as ReviewedColumn);
    },
  );
});
