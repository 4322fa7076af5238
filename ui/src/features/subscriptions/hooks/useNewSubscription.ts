import { useReducer } from 'react';

import type { NewSubscription, Subscription } from '../../../generated/api/schemas';
import { subscribe } from '../api/subscriptionsApi';
import { paymentReturnUrls } from '../paths';
import { preferredTimes } from '../slots';
import {
  canGoNext,
  currentNewStep,
  NEW_STEP_LABELS,
  NEW_WIZARD_START,
  type NewSubscriptionChoices,
  newSubscriptionSteps,
  newWizardReducer,
  waitingPlanFor,
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
    ...paymentReturnUrls(),
  };
  const referralCode = choices.referralCode.trim();
  if (referralCode) body.referral_code = referralCode;
  if (choices.onlyReferredTutor && referredTutorId) body.tutor_id = referredTutorId;
  return body;
}

/**
 * The new-subscription wizard. With the tutor checkbox ticked the slots
 * come from the referral code's tutor only, and that tutor is booked. A
 * child and subject whose plan is waiting for payment go no further than
 * step 0: that plan is finished or edited instead (`waitingPlan`).
 */
export function useNewSubscription(subscriptions: readonly Subscription[]) {
  const [state, dispatch] = useReducer(newWizardReducer, NEW_WIZARD_START);
  const { choices } = state;
  const waitingPlan = waitingPlanFor(subscriptions, choices.student, choices.subject);
  const referralCode = choices.referralCode.trim();
  const wizard = usePlanWizard({
    step: state.step,
    stepId: currentNewStep(state),
    stepLabels: newSubscriptionSteps(choices.plan).map((step) => NEW_STEP_LABELS[step]),
    canGoNext: (planSessions) => !waitingPlan && canGoNext(state, planSessions),
    plan: choices.plan,
    chosenSlots: choices.slots,
    slotWishes: {
      subject: choices.subject,
      plan: choices.plan,
      availability: preferredTimes(choices.days, choices.times),
      ...(referralCode ? { referralCode, onlyReferredTutor: choices.onlyReferredTutor } : {}),
    },
    dispatch,
    start: (referredTutorId) => subscribe(newSubscriptionBody(choices, referredTutorId)),
  });
  return { state, dispatch, waitingPlan, ...wizard };
}
