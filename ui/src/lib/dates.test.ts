import { describe, expect, it } from 'vitest';

import { formatCalendarDay } from './dates';

describe('a calendar day', () => {
  it("reads as 'd MMM yyyy', whatever the browser's time zone", () => {
    expect(formatCalendarDay('2027-03-04')).toBe('4 Mar 2027');
    expect(formatCalendarDay('2026-12-31')).toBe('31 Dec 2026');
  });

  it('is shown as it came when it is not YYYY-MM-DD', () => {
    expect(formatCalendarDay('4/3/2027')).toBe('4/3/2027');
  });
});
