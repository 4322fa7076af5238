import { describe, expect, it } from 'vitest';

import { aSession } from '../testing/sessionFixtures';
import {
  ALL_HOURS,
  canRescheduleTo,
  hasLongNotice,
  rescheduleHours,
  rescheduleStart,
  rescheduleTarget,
  weeklyBookingOf,
  weeklyMove,
  weeklySlotOf,
  weekdayOf,
} from './reschedule';

const NOW = new Date('2025-01-06T12:00:00.000Z');

describe('rescheduling one session', () => {
  it.each([
    ['2025-01-07', 9, 30, '2025-01-07T09:30:00.000Z'],
    ['2025-07-07', 17, 0, '2025-07-07T16:00:00.000Z'],
    ['2025-02-30', 9, 0, null],
    ['', 9, 0, null],
    ['2025-01-07', null, 0, null],
    ['2025-01-07', 9, null, null],
  ])('reads %s %s:%s as London time %s', (date, hour, minute, iso) => {
    expect(rescheduleTarget(date, hour, minute)?.toISOString() ?? null).toBe(iso);
  });

  it.each([
    ['2025-01-06', 12, 15, true],
    ['2025-01-06', 12, 0, false],
    ['2025-01-06', 11, 45, false],
    ['2025-02-30', 12, 0, false],
    // The session's own time: nothing would move.
    ['2025-01-07', 17, 0, false],
  ])('on %s at %s:%s Yes is enabled: %s', (date, hour, minute, enabled) => {
    const session = aSession('2025-01-07T17:00:00.000Z');
    expect(canRescheduleTo(session, rescheduleTarget(date, hour, minute), NOW)).toBe(enabled);
  });

  it("starts from the session time, whatever the hour: the tutor's week decides what is offered", () => {
    expect(rescheduleStart(aSession('2025-07-07T16:45:00.000Z'))).toEqual({
      date: '2025-07-07',
      hour: 17,
      minute: 45,
    });
    expect(rescheduleStart(aSession('2025-01-07T07:00:00.000Z')).hour).toBe(7);
  });

  it("offers the hours of the tutor's slots on the chosen weekday, or every hour unknown", () => {
    const slot = (day_of_week: number, hour: number, minute = 0) => ({
      day_of_week,
      time: hour * 60 + minute,
    });
    // 2025-01-07 is a Tuesday (1).
    const week = [[slot(0, 9)], [slot(1, 6), slot(1, 6, 45), slot(1, 20, 15)], [], [], [], [], []];
    expect(weekdayOf('2025-01-07')).toBe(1);
    expect(weekdayOf('')).toBeNull();
    expect(rescheduleHours(week, '2025-01-07')).toEqual([6, 20]);
    expect(rescheduleHours(week, '2025-01-08')).toEqual([]);
    expect(rescheduleHours(undefined, '2025-01-07')).toEqual(ALL_HOURS);
  });
});

describe('moving the weekly slot', () => {
  const session = aSession('2025-01-06T17:00:00.000Z');

  it('starts from the weekly slot', () => {
    expect(weeklySlotOf(session)).toEqual({ day: 0, hour: 17, minute: 0 });
  });

  it("finds the session's weekly booking, not the session's own (moved) time", () => {
    const tuesday = { _id: 'weekly-1', day_of_week: 1, session_time: 990, session_length: 15 };
    const friday = { _id: 'weekly-2', day_of_week: 4, session_time: 600, session_length: 15 };
    const movedToWednesday = aSession('2025-01-08T18:00:00.000Z');
    expect(weeklyBookingOf([friday, tuesday], movedToWednesday)).toBe(tuesday);
    expect(weeklyBookingOf([friday], movedToWednesday)).toBeNull();
  });

  it.each([
    [{ day: 0, hour: 17, minute: 0 }, null],
    [
      { day: 1, hour: 17, minute: 0 },
      { day: 1, time: 1020 },
    ],
    [
      { day: 0, hour: 18, minute: 0 },
      { day: 0, time: 1080 },
    ],
    [
      { day: 0, hour: 17, minute: 15 },
      { day: 0, time: 1035 },
    ],
    [{ day: null, hour: 18, minute: 0 }, null],
    [{ day: 1, hour: null, minute: 0 }, null],
  ])('to %o moves to %o', (slot, move) => {
    expect(weeklyMove(session, slot)).toEqual(move);
  });
});

describe('the cancel notice', () => {
  it.each([
    ['2025-01-08T12:00:00.000Z', false],
    ['2025-01-08T12:15:00.000Z', true],
    ['2025-01-06T13:00:00.000Z', false],
  ])('a session at %s is more than 48 hours away: %s', (start, long) => {
    expect(hasLongNotice(aSession(start), NOW)).toBe(long);
  });
});
