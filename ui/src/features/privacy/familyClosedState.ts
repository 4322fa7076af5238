import type { FamilyClosed } from '../../generated/api/schemas';

/**
 * What the closing hands to the page shown afterwards, in the router's
 * state: the parent is signed out by then, so nothing can be fetched
 * again, and the state also survives a reload of that page.
 */
export interface FamilyClosedState {
  familyClosed: FamilyClosed;
}

/** The kept lines in a location's state, or null when it carries no closing. */
export function keptFrom(state: unknown): string[] | null {
  if (typeof state !== 'object' || state === null || !('familyClosed' in state)) return null;
  const { familyClosed } = state as { familyClosed: unknown };
  if (typeof familyClosed !== 'object' || familyClosed === null) return null;
  const { kept } = familyClosed as { kept?: unknown };
  if (!Array.isArray(kept)) return null;
  return kept.filter((line): line is string => typeof line === 'string');
}
