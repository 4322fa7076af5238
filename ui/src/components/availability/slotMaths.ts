import type { AvailabilitySlot } from '../../generated/api/schemas';

/** Days run Monday to Sunday; index 0 is Monday, as `day_of_week` counts. */
export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const ALL_DAYS: readonly number[] = DAY_NAMES.map((_, day) => day);

/** Availability granularity: tutors offer 15-minute slots. */
export const SLOT_MINUTES = 15;
export const MINUTES_PER_DAY = 24 * 60;

/** Ideal hours run from 2 to 40, default 2 (as `shared/src/api/tutors.rs`). */
export const DEFAULT_IDEAL_HOURS = 2;
export const MAX_IDEAL_HOURS = 40;

/** A tutor's week: seven lists of slots, Monday first. */
export type Week = AvailabilitySlot[][];

export function emptyWeek(): Week {
  return DAY_NAMES.map(() => []);
}

const byTime = (a: AvailabilitySlot, b: AvailabilitySlot) => a.time - b.time;

/** Exactly seven days, each in time order, whatever the server sent. */
export function normaliseWeek(days: Week): Week {
  return DAY_NAMES.map((_, day) => [...(days[day] ?? [])].sort(byTime));
}

/** The start times of the slots in [from, until): the end itself is not a slot. */
export function rangeTimes(from: number, until: number): number[] {
  const times: number[] = [];
  for (let time = from; time < until; time += SLOT_MINUTES) times.push(time);
  return times;
}

/**
 * Adds the range [from, until) to one day. A slot removed earlier comes
 * back as it was (its id, and so any booking, stays attached); a time
 * without a slot gets a new free one.
 */
export function addRange(week: Week, day: number, from: number, until: number): Week {
  return week.map((slots, index) => {
    if (index !== day) return slots;
    const merged = new Map(slots.map((slot) => [slot.time, slot]));
    for (const time of rangeTimes(from, until)) {
      const existing = merged.get(time);
      merged.set(
        time,
        existing
          ? { ...existing, deleted: false }
          : { day_of_week: day, time, busy: false, deleted: false },
      );
    }
    return [...merged.values()].sort(byTime);
  });
}

/**
 * Marks a free slot deleted; the save then removes it. A booked slot is
 * left alone: a subscription holds it.
 */
export function removeSlot(week: Week, day: number, time: number): Week {
  return week.map((slots, index) =>
    index !== day
      ? slots
      : slots.map((slot) => (slot.time === time && !slot.busy ? { ...slot, deleted: true } : slot)),
  );
}

/** The slots a person sees on a day: removed ones are gone. */
export function shownSlots(slots: readonly AvailabilitySlot[]): AvailabilitySlot[] {
  return slots.filter((slot) => !slot.deleted);
}

/** Minutes from midnight as 'HH:mm'; the end of the day reads '24:00'. */
export function formatTime(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export const IDEAL_HOURS_MESSAGE = 'Must be whole number greater than or equal to 2';
export const IDEAL_HOURS_TOO_MANY = 'Must be at most 40';

/** The server's rule for ideal hours, so Save is never offered for a week it refuses. */
export function idealHoursProblem(value: number | string): string | null {
  const hours = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isInteger(hours) || hours < DEFAULT_IDEAL_HOURS) return IDEAL_HOURS_MESSAGE;
  return hours > MAX_IDEAL_HOURS ? IDEAL_HOURS_TOO_MANY : null;
}
