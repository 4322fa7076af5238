import type { ChosenSlot } from '../../generated/api/schemas';
import { londonInstant, londonWallClock } from '../../lib/londonTime';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first start of a weekly slot (day 0 = Monday, minutes from midnight
 * on a London clock) after `after`, as the server's schedule makes the
 * sessions (shared/src/schedule/occurrences.rs): this week's if it is
 * still to come, otherwise next week's.
 */
export function nextOccurrence(slot: ChosenSlot, after: Date): Date {
  const today = londonWallClock(after);
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  const weekday = (new Date(todayUtc).getUTCDay() + 6) % 7;
  const daysAhead = (slot.day_of_week - weekday + 7) % 7;
  const startOn = (days: number) => {
    const date = new Date(todayUtc + days * DAY_MS);
    return londonInstant({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hours: Math.floor(slot.time / 60),
      minutes: slot.time % 60,
    });
  };
  const thisWeek = startOn(daysAhead);
  return thisWeek.getTime() > after.getTime() ? thisWeek : startOn(daysAhead + 7);
}

/** The earliest of the weekly slots' next starts after `after`; null without slots. */
export function firstSession(slots: readonly ChosenSlot[], after: Date): Date | null {
  return slots.reduce<Date | null>((first, slot) => {
    const next = nextOccurrence(slot, after);
    return first === null || next < first ? next : first;
  }, null);
}
