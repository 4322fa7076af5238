import { ALL_DAYS, shownSlots, type Week } from '../../components/availability/slotMaths';
import type { AvailabilitySlot } from '../../generated/api/schemas';

export const SLOT_STATUSES = ['All', 'Available', 'Booked'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** Day -1 is every day, 0 to 6 Monday to Sunday; hours 0 to 24. */
export interface AvailabilityFilter {
  day: number;
  from: number;
  until: number;
  status: SlotStatus;
}

export const EVERY_DAY = -1;

export const DEFAULT_FILTER: AvailabilityFilter = {
  day: EVERY_DAY,
  from: 0,
  until: 24,
  status: 'All',
};

/** A whole number from the address within [min, max], or the fallback. */
function wholeNumber(text: string | null, min: number, max: number, fallback: number): number {
  if (text === null || text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * The filter from the address, so a view can be linked. Anything that is
 * not a number in range falls back to every day, 0 and 24 hours, All.
 */
export function filterFromQuery(params: URLSearchParams): AvailabilityFilter {
  const status = params.get('status');
  return {
    day: wholeNumber(params.get('day'), EVERY_DAY, ALL_DAYS.length - 1, DEFAULT_FILTER.day),
    from: wholeNumber(params.get('from'), 0, 24, DEFAULT_FILTER.from),
    until: wholeNumber(params.get('until'), 0, 24, DEFAULT_FILTER.until),
    status: SLOT_STATUSES.find((each) => each === status) ?? DEFAULT_FILTER.status,
  };
}

export function queryFromFilter(filter: AvailabilityFilter): URLSearchParams {
  return new URLSearchParams({
    day: String(filter.day),
    from: String(filter.from),
    until: String(filter.until),
    status: filter.status,
  });
}

function statusMatches(slot: AvailabilitySlot, status: SlotStatus): boolean {
  if (status === 'Available') return !slot.busy;
  if (status === 'Booked') return slot.busy === true;
  return true;
}

/** A slot starting from `from` o'clock and before `until` o'clock on the day chosen. */
export function slotMatches(slot: AvailabilitySlot, filter: AvailabilityFilter): boolean {
  return (
    (filter.day === EVERY_DAY || slot.day_of_week === filter.day) &&
    slot.time >= filter.from * 60 &&
    slot.time < filter.until * 60 &&
    statusMatches(slot, filter.status)
  );
}

export function filterWeek(week: Week, filter: AvailabilityFilter): Week {
  return week.map((slots) => shownSlots(slots).filter((slot) => slotMatches(slot, filter)));
}

/** The grid's columns: just the chosen day, or all seven. */
export function filteredDays(filter: AvailabilityFilter): readonly number[] {
  return filter.day === EVERY_DAY ? ALL_DAYS : [filter.day];
}
