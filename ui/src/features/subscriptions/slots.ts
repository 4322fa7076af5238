import { DAY_NAMES, formatTime } from '../../components/availability/slotMaths';
import type {
  ApproxTime,
  AssignedSession,
  ChosenSlot,
  PreferredTime,
} from '../../generated/api/schemas';

/** A weekly time as the parent reads it, e.g. 'Monday 09:15'. */
export function slotLabel(slot: ChosenSlot): string {
  const day = DAY_NAMES[slot.day_of_week] ?? `Day ${slot.day_of_week}`;
  return `${day} ${formatTime(slot.time)}`;
}

export function sameSlot(a: ChosenSlot, b: ChosenSlot): boolean {
  return a.day_of_week === b.day_of_week && a.time === b.time;
}

/** Monday morning first. */
export function inWeekOrder<Slot extends ChosenSlot>(slots: readonly Slot[]): Slot[] {
  return [...slots].sort((a, b) => a.day_of_week - b.day_of_week || a.time - b.time);
}

/** Only the day and time travel: the server picks the tutor for the whole set. */
export function chosenSlot(slot: ChosenSlot): ChosenSlot {
  return { day_of_week: slot.day_of_week, time: slot.time };
}

/** Selecting a slot toggles it. */
export function toggleSlot(slots: readonly ChosenSlot[], slot: ChosenSlot): ChosenSlot[] {
  return slots.some((each) => sameSlot(each, slot))
    ? slots.filter((each) => !sameSlot(each, slot))
    : inWeekOrder([...slots, chosenSlot(slot)]);
}

/** Every chosen day at every chosen part of the day. */
export function preferredTimes(days: readonly number[], times: readonly ApproxTime[]) {
  return days.flatMap((day) => times.map((approx_time): PreferredTime => ({ day, approx_time })));
}

/** The offered slots plus any of `extra` not among them (deduplicated, week order). */
export function withSlots(offered: readonly ChosenSlot[], extra: readonly ChosenSlot[]) {
  const missing = extra.filter((slot) => !offered.some((each) => sameSlot(each, slot)));
  return inWeekOrder([...offered.map(chosenSlot), ...missing.map(chosenSlot)]);
}

/** A subscription's weekly sessions as the times they take, in week order. */
export function assignedSlots(sessions: readonly AssignedSession[]): ChosenSlot[] {
  return inWeekOrder(
    sessions.map((session) => ({ day_of_week: session.day_of_week, time: session.session_time })),
  );
}
