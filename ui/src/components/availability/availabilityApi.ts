import * as tutors from '../../generated/api/operations/tutors';
import type { Availability } from '../../generated/api/schemas';
import { call } from '../../lib/api/client';
import { logError } from '../../lib/remoteLog';
import { normaliseWeek } from './slotMaths';

/** Where a tutor's week is cached; `tutorId` is the tutor's id or account id. */
export function availabilityKey(tutorId: string) {
  return ['availability', tutorId] as const;
}

/**
 * A tutor's week, always seven days. A failed load shows an empty grid
 * rather than an error (docs/screens.md), so the failure is logged here.
 */
export async function fetchAvailability(tutorId: string): Promise<Availability> {
  try {
    const week = (await call(tutors.getAvailability, {
      params: { tutor_id: tutorId },
    })) as Availability;
    return { ...week, availability: normaliseWeek(week.availability) };
  } catch (error) {
    logError(error);
    throw error;
  }
}

/** Replaces the whole week; slots marked deleted (or left out) are removed. */
export async function saveAvailability(tutorId: string, week: Availability): Promise<Availability> {
  const saved = (await call(tutors.saveAvailability, {
    params: { tutor_id: tutorId },
    body: week,
  })) as Availability;
  return { ...saved, availability: normaliseWeek(saved.availability) };
}
