import { useReducer } from 'react';

import type { Subscription } from '../../../generated/api/schemas';
import { changeSubscription } from '../api/subscriptionsApi';
import { paymentReturnUrls } from '../paths';
import { assignedSlots } from '../slots';
import {
  canGoNextInEdit,
  currentEditStep,
  EDIT_STEP_LABELS,
  editSubscriptionSteps,
  editWizardReducer,
  editWizardStart,
} from '../wizard/editSubscriptionWizard';
import { useFollowChangeAnswer } from './useFollowChangeAnswer';
import { usePlanWizard } from './usePlanWizard';

/**
 * The edit wizard for one subscription. The times offered are its tutor's
 * (the child keeps their tutor) at any day and time, plus the
 * subscription's own current times, which the server frees on saving.
 * `onClose` closes the wizard when a saved change stays waiting.
 */
export function useEditSubscription(subscription: Subscription, onClose: () => void) {
  const [state, dispatch] = useReducer(editWizardReducer, subscription, editWizardStart);
  const returnUrls = paymentReturnUrls();
  const follow = useFollowChangeAnswer(subscription._id, returnUrls.success_url, onClose);
  const wizard = usePlanWizard({
    step: state.step,
    stepId: currentEditStep(state),
    stepLabels: editSubscriptionSteps(state.plan).map((step) => EDIT_STEP_LABELS[step]),
    canGoNext: (planSessions) => canGoNextInEdit(state, planSessions),
    plan: state.plan,
    chosenSlots: state.slots,
    slotWishes: {
      subject: subscription.subject._id,
      plan: state.plan,
      ...(subscription.tutor ? { tutorId: subscription.tutor._id } : {}),
    },
    alsoOffer: assignedSlots(subscription.assigned_sessions),
    dispatch,
    start: () =>
      changeSubscription(subscription._id, {
        session_option: state.plan,
        slots: state.slots,
        ...returnUrls,
      }),
    follow,
  });
  return { state, dispatch, ...wizard };
}
