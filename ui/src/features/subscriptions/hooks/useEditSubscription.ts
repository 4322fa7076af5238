import { useReducer } from 'react';

import type { Subscription } from '../../../generated/Subscription';
import { changeSubscription } from '../api/subscriptionsApi';
import { paymentReturnUrl } from '../paths';
import { assignedSlots } from '../slots';
import {
  canGoNextInEdit,
  currentEditStep,
  EDIT_STEP_LABELS,
  editSubscriptionSteps,
  editWizardReducer,
  editWizardStart,
} from '../wizard/editSubscriptionWizard';
import { usePlanWizard } from './usePlanWizard';

/**
 * The edit wizard for one subscription. The times offered are its tutor's
 * (the child keeps their tutor) at any day and time, plus the
 * subscription's own current times, which the server frees on saving.
 */
export function useEditSubscription(subscription: Subscription) {
  const [state, dispatch] = useReducer(editWizardReducer, subscription, editWizardStart);
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
        success_url: paymentReturnUrl('success'),
        error_url: paymentReturnUrl('error'),
      }),
  });
  return { state, dispatch, ...wizard };
}
