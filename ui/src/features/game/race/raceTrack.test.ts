import { describe, expect, it } from 'vitest';

import { ordinal, place, progress, TRACK_STEP, trackLength } from './raceTrack';

describe('the race track', () => {
  it('starts one step long and grows a step at a time, leaving the leader room ahead', () => {
    expect(trackLength([])).toBe(TRACK_STEP);
    expect(trackLength([0, 0, 0])).toBe(50);
    expect(trackLength([40, 12])).toBe(50);
    expect(trackLength([41, 12])).toBe(100);
    expect(trackLength([80])).toBe(100);
    expect(trackLength([81])).toBe(150);
    // A negative total (none should occur) never shortens it.
    expect(trackLength([-30])).toBe(50);
  });

  it('puts every runner between the start and the finish', () => {
    expect(progress(0, 50)).toBe(0);
    expect(progress(25, 50)).toBe(0.5);
    expect(progress(40, trackLength([40]))).toBe(0.8);
    expect(progress(-5, 50)).toBe(0);
    expect(progress(500, 50)).toBe(1);
  });

  it('ranks the runners, sharing a place on a tie', () => {
    const totals = [30, 52, 30, 7];
    expect(totals.map((total) => place(total, totals))).toEqual([2, 1, 2, 4]);
    expect([1, 2, 3, 4].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th']);
  });
});
