import { useReducer } from 'react';

import type { NewSubscription } from '../../../generated/NewSubscription';
import { subscribe } from '../api/subscriptionsApi';
import { paymentReturnUrl } from '../paths';
import { preferredTimes } from '../slots';
import {
  canGoNext,
  currentNewStep,
  NEW_STEP_LABELS,
  NEW_WIZARD_START,
  type NewSubscriptionChoices,
  newSubscriptionSteps,
  newWizardReducer,
} from '../wizard/newSubscriptionWizard';
import { usePlanWizard } from './usePlanWizard';

/** The body of `POST subscription`; optional fields are left out rather than sent empty. */
export function newSubscriptionBody(
  choices: NewSubscriptionChoices,
  referredTutorId: string | undefined,
): NewSubscription {
  const body: NewSubscription = {
    student: choices.student,
    subject: choices.subject,
    session_option: choices.plan,
    slots: choices.slots,
    relative_level: choices.level,
    success_url: paymentReturnUrl('success'),
    error_url: paymentReturnUrl('error'),
  };
  const referralCode = choices.referralCode.trim();
  if (referralCode) body.referral_code = referralCode;
  if (choices.onlyReferredTutor && referredTutorId) body.tutor_id = referredTutorId;
  return body;
}

/**
 * The new-subscription wizard. With the tutor checkbox ticked the slots
 * come from the referral code's tutor only, and that tutor is booked.
 */
export function useNewSubscription() {
  const [state, dispatch] = useReducer(newWizardReducer, NEW_WIZARD_START);
  const { choices } = state;
  const referralCode = choices.referralCode.trim();
  const wizard = usePlanWizard({
    step: state.step,
    stepId: currentNewStep(state),
    stepLabels: newSubscriptionSteps(choices.plan).map((step) => NEW_STEP_LABELS[step]),
    canGoNext: (planSessions) => canGoNext(state, planSessions),
    plan: choices.plan,
    chosenSlots: choices.slots,
    slotWishes: {
      subject: choices.subject,
      plan: choices.plan,
      availability: preferredTimes(choices.days, choices.times),
      ...(choices.onlyReferredTutor && referralCode ? { referralCode } : {}),
    },
    dispatch,
    start: (referredTutorId) => subscribe(newSubscriptionBody(choices, referredTutorId)),
  });
  return { state, dispatch, ...wizard };
}
