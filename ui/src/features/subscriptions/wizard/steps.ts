import type { ChosenSlot } from '../../../generated/api/schemas';

/** One step back or forward, never off either end of the wizard. */
export function stepBy(step: number, delta: 1 | -1, count: number): number {
  return Math.min(Math.max(step + delta, 0), count - 1);
}

/** Confirming the slots needs exactly as many as the plan has sessions. */
export function slotsMatchPlan(slots: readonly ChosenSlot[], planSessions: number | undefined) {
  return planSessions !== undefined && planSessions > 0 && slots.length === planSessions;
}
