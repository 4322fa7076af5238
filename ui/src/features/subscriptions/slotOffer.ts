import type { ChosenSlot, TutorSlot } from '../../generated/api/schemas';
import { ApiError, errorMessages } from '../../lib/api/apiError';
import { sameSlot } from './slots';

/** What the slots step says when there is nothing to choose from. */
export const NO_SLOTS_TEXT =
  "We're sorry. There are no tutors with availability matching your requirements.";
export const INVALID_CODE_TEXT =
  "We're sorry. The code you used was invalid. Please go back and try again with a different code.";
export const REFERRED_TUTOR_HAS_NO_SLOTS_TEXT =
  "We're sorry. The tutor whose code you used has no availability matching your requirements. Please go back and untick the checkbox in the previous step to see other tutors' times.";

export interface SlotOfferResult {
  slots: readonly ChosenSlot[] | undefined;
  error: unknown;
  /** The slots were asked of the referred tutor only. */
  referredTutorOnly: boolean;
  /** A referral code went with the request (the server answers 404 for an unknown one). */
  codeGiven?: boolean;
}

/** Why there is nothing to choose from, or null when there is. */
export function slotOfferProblem({
  slots,
  error,
  referredTutorOnly,
  codeGiven = referredTutorOnly,
}: SlotOfferResult) {
  if (error) {
    if (codeGiven && error instanceof ApiError && error.status === 404) {
      return INVALID_CODE_TEXT;
    }
    return `Error: ${errorMessages(error).join(', ')}`;
  }
  if (slots && slots.length === 0) {
    return referredTutorOnly ? REFERRED_TUTOR_HAS_NO_SLOTS_TEXT : NO_SLOTS_TEXT;
  }
  return null;
}

/**
 * The tutor who would take every chosen time, by name. Each time on offer
 * is the best-ranked free tutor's, and the server books the best-ranked
 * tutor free at all of them, so times of one tutor are that tutor's.
 * Null until the times are chosen, or when they are different tutors'
 * (the server then looks for one free at all of them).
 */
export function tutorOfChosen(
  offered: readonly TutorSlot[] | undefined,
  chosen: readonly ChosenSlot[],
): string | null {
  const names = new Set(
    chosen.map((slot) => offered?.find((each) => sameSlot(each, slot))?.tutor_name),
  );
  const [name] = names;
  return names.size === 1 && name ? name : null;
}
