import { describe, expect, it } from 'vitest';

import { firstSession, nextOccurrence } from './firstSession';

// Tuesday 17 March 2026, 10:00 in London (GMT); the clocks go forward on 29 March.
const TUESDAY_MORNING = new Date('2026-03-17T10:00:00Z');

describe("a weekly slot's next start", () => {
  it.each([
    ['later today', { day_of_week: 1, time: 16 * 60 }, '2026-03-17T16:00:00.000Z'],
    ['earlier today: next week', { day_of_week: 1, time: 9 * 60 }, '2026-03-24T09:00:00.000Z'],
    [
      'at this very minute: next week',
      { day_of_week: 1, time: 10 * 60 },
      '2026-03-24T10:00:00.000Z',
    ],
    ['Monday: next week', { day_of_week: 0, time: 17 * 60 }, '2026-03-23T17:00:00.000Z'],
    ['Sunday: this week', { day_of_week: 6, time: 9 * 60 + 15 }, '2026-03-22T09:15:00.000Z'],
  ])('%s', (_, slot, start) => {
    expect(nextOccurrence(slot, TUESDAY_MORNING).toISOString()).toBe(start);
  });

  it('keeps to the London clock across the change to summer time', () => {
    const monday = nextOccurrence(
      { day_of_week: 0, time: 17 * 60 },
      new Date('2026-03-24T12:00:00Z'),
    );
    expect(monday.toISOString()).toBe('2026-03-30T16:00:00.000Z');
  });
});

describe('the first session', () => {
  it('is the earliest of the chosen times', () => {
    const first = firstSession(
      [
        { day_of_week: 0, time: 17 * 60 },
        { day_of_week: 3, time: 16 * 60 },
      ],
      TUESDAY_MORNING,
    );
    expect(first?.toISOString()).toBe('2026-03-19T16:00:00.000Z');
  });

  it('is not known without times', () => {
    expect(firstSession([], TUESDAY_MORNING)).toBeNull();
  });
});
