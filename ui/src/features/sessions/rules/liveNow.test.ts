import { describe, expect, it } from 'vitest';

import { aSession } from '../testing/sessionFixtures';
import { isLiveNow, liveNow } from './liveNow';

const START = '2025-01-06T17:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000);

describe('a session live now', () => {
  it.each([
    [-2.01, false],
    [-2, true],
    [7, true],
    [14.99, true],
    [15, false],
  ])('at %s minutes from the start: %s', (minutes, live) => {
    expect(isLiveNow(aSession(START), at(minutes))).toBe(live);
  });

  it('is never one not paid for or cancelled', () => {
    expect(isLiveNow(aSession(START, { paid: false }), at(1))).toBe(false);
    expect(isLiveNow(aSession(START, { cancelled: true }), at(1))).toBe(false);
  });

  it('comes soonest first among the others', () => {
    const later = aSession('2025-01-06T17:10:00.000Z', { _id: 'later' });
    const now = aSession(START, { _id: 'now' });
    const tomorrow = aSession('2025-01-07T17:00:00.000Z', { _id: 'tomorrow' });
    expect(liveNow([later, tomorrow, now], at(9)).map((session) => session._id)).toEqual([
      'now',
      'later',
    ]);
  });
});
