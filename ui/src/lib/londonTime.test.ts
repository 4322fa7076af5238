import { describe, expect, it } from 'vitest';

import {
  formatLondonDate,
  formatLondonDayTime,
  formatLondonTime,
  formatLondonWeekdayDate,
  londonInstant,
  londonWallClock,
} from './londonTime';

describe('London wall-clock time', () => {
  it.each([
    // Winter: London is on UTC.
    ['2025-01-06T17:00:00.000Z', '2025/01/06', '17:00', 'Mon 6 Jan 17:00', 'Monday 6 January'],
    // Summer: London is an hour ahead.
    ['2025-07-07T16:00:00.000Z', '2025/07/07', '17:00', 'Mon 7 Jul 17:00', 'Monday 7 July'],
    // Late evening UTC is already the next day in a London summer.
    ['2025-06-30T23:30:00.000Z', '2025/07/01', '00:30', 'Tue 1 Jul 00:30', 'Tuesday 1 July'],
  ])('shows %s as %s %s (%s, %s)', (iso, date, time, dayTime, weekdayDate) => {
    const moment = new Date(iso);
    expect(formatLondonDate(moment)).toBe(date);
    expect(formatLondonTime(moment)).toBe(time);
    expect(formatLondonDayTime(moment)).toBe(dayTime);
    expect(formatLondonWeekdayDate(moment)).toBe(weekdayDate);
  });

  it.each([
    [{ year: 2025, month: 1, day: 6, hours: 17, minutes: 0 }, '2025-01-06T17:00:00.000Z'],
    [{ year: 2025, month: 7, day: 7, hours: 17, minutes: 0 }, '2025-07-07T16:00:00.000Z'],
    // The Mondays either side of the March and October clock changes.
    [{ year: 2025, month: 3, day: 24, hours: 17, minutes: 0 }, '2025-03-24T17:00:00.000Z'],
    [{ year: 2025, month: 3, day: 31, hours: 17, minutes: 0 }, '2025-03-31T16:00:00.000Z'],
    [{ year: 2025, month: 10, day: 20, hours: 17, minutes: 0 }, '2025-10-20T16:00:00.000Z'],
    [{ year: 2025, month: 10, day: 27, hours: 17, minutes: 0 }, '2025-10-27T17:00:00.000Z'],
    // The clock change itself: just after 01:00 GMT becomes 02:00 BST.
    [{ year: 2025, month: 3, day: 30, hours: 2, minutes: 30 }, '2025-03-30T01:30:00.000Z'],
  ])('finds the moment a London clock shows %o', (clock, iso) => {
    expect(londonInstant(clock).toISOString()).toBe(iso);
    expect(londonWallClock(new Date(iso))).toEqual(clock);
  });
});
