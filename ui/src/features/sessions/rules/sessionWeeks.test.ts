import { describe, expect, it } from 'vitest';

import { FIRST_WEEKS, sessionWindow } from './sessionWeeks';

const NOW = new Date('2025-01-06T12:00:00.000Z');

describe('the session list windows', () => {
  it('start with two weeks ahead and one week back', () => {
    expect(FIRST_WEEKS).toEqual({ upcoming: 2, past: 1 });
  });

  it.each([
    ['upcoming', 2, '2025-01-06T12:00:00.000Z', '2025-01-20T12:00:00.000Z'],
    ['upcoming', 3, '2025-01-06T12:00:00.000Z', '2025-01-27T12:00:00.000Z'],
    ['past', 1, '2024-12-30T12:00:00.000Z', '2025-01-06T12:00:00.000Z'],
    ['past', 2, '2024-12-23T12:00:00.000Z', '2025-01-06T12:00:00.000Z'],
  ] as const)('%s over %s weeks runs from %s to %s', (list, weeks, after, before) => {
    expect(sessionWindow(list, weeks, NOW)).toEqual({ after_time: after, before_time: before });
  });
});
