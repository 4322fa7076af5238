import { useQuery } from '@tanstack/react-query';

import type {
  AvailabilityRequest,
  ChosenSlot,
  PreferredTime,
  TutorSlot,
} from '../../../generated/api/schemas';
import { fetchReferralSlots, fetchSlots } from '../api/subscriptionsApi';
import { slotOfferProblem, tutorOfChosen } from '../slotOffer';
import { withSlots } from '../slots';

export interface SlotWishes {
  subject: string;
  plan: string;
  availability?: PreferredTime[];
  /** Only this tutor's slots (an existing subscription keeps its tutor). */
  tutorId?: string;
  /** A referral code the parent gave, checked whether or not it restricts the slots. */
  referralCode?: string;
  /** Only the slots of the tutor behind `referralCode`. */
  onlyReferredTutor?: boolean;
}

function askForSlots(wishes: SlotWishes): Promise<TutorSlot[]> {
  // Absent fields, not undefined ones: the request schemas allow a value or nothing.
  const request: AvailabilityRequest = { subject: wishes.subject, session_option: wishes.plan };
  if (wishes.availability) request.availability = wishes.availability;
  if (wishes.referralCode && wishes.onlyReferredTutor) {
    return fetchReferralSlots({ ...request, referral_code: wishes.referralCode });
  }
  if (wishes.referralCode) request.referral_code = wishes.referralCode;
  if (wishes.tutorId) request.tutor_id = wishes.tutorId;
  return fetchSlots(request);
}

/**
 * The slots a parent may choose from, asked for only once the slots step
 * is reached (`enabled`). `alsoOffer` adds times that are the parent's to
 * keep, such as an edited subscription's own, which the server counts as
 * booked. A failure is not retried: an unknown referral code stays
 * unknown, and the parent should hear so at once, whether or not the code
 * was to restrict the tutors.
 */
export function useSlotOffer(wishes: SlotWishes, enabled: boolean, alsoOffer: ChosenSlot[] = []) {
  const query = useQuery({
    queryKey: ['subscriptions', 'slots', wishes],
    queryFn: () => askForSlots(wishes),
    enabled,
    retry: false,
  });
  const slots = query.data && withSlots(query.data, alsoOffer);
  const referredTutorOnly = Boolean(wishes.referralCode && wishes.onlyReferredTutor);
  return {
    slots,
    loading: enabled && query.isPending,
    problem: slotOfferProblem({
      slots,
      error: query.error,
      referredTutorOnly,
      codeGiven: Boolean(wishes.referralCode),
    }),
    /** The referred tutor, to book with them when the parent pays. */
    referredTutorId: referredTutorOnly ? query.data?.[0]?.tutor_id : undefined,
    /** The name of the tutor of `chosen`, for the review (see tutorOfChosen). */
    tutorOf: (chosen: readonly ChosenSlot[]) => tutorOfChosen(query.data, chosen),
  };
}
