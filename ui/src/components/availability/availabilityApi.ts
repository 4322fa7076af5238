import type { Availability } from '../../generated/Availability';
import { apiRequest } from '../../lib/api/client';
import { logError } from '../../lib/remoteLog';
import { normaliseWeek } from './slotMaths';

/** Where a tutor's week is cached; `tutorId` is the tutor's id or account id. */
export function availabilityKey(tutorId: string) {
  return ['availability', tutorId] as const;
}

/**
 * A tutor's week, always seven days. Spec 001 §8: a failed load shows an
 * empty grid rather than an error, so the failure is logged here.
 */
export async function fetchAvailability(tutorId: string): Promise<Availability> {
  try {
    const week = await apiRequest<Availability>({
      method: 'GET',
      path: 'tutor/{tutor}/availability',
      params: { tutor: tutorId },
      responseSchema: 'Availability',
    });
    return { ...week, availability: normaliseWeek(week.availability) };
  } catch (error) {
    logError(error);
    throw error;
  }
}

/** Replaces the whole week; slots marked deleted (or left out) are removed. */
export async function saveAvailability(tutorId: string, week: Availability): Promise<Availability> {
  const saved = await apiRequest<Availability>({
    method: 'PUT',
    path: 'tutor/{tutor}/availability',
    params: { tutor: tutorId },
    body: week,
    requestSchema: 'Availability',
    responseSchema: 'Availability',
  });
  return { ...saved, availability: normaliseWeek(saved.availability) };
}
