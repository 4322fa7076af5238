import type { ChosenSlot, PaymentRedirect } from '../../../generated/api/schemas';
import { sessionsOf } from '../pricing';
import { type FollowRedirect, usePayment } from './usePayment';
import { type SlotWishes, useSlotOffer } from './useSlotOffer';
import { useProducts } from './useSubscriptionData';

/** The actions both wizards' reducers understand. */
type CommonAction =
  | { type: 'next'; planSessions: number | undefined }
  | { type: 'back' }
  | { type: 'toggleSlot'; slot: ChosenSlot };

export interface PlanWizardInput {
  step: number;
  /** The current step's id; 'slots' and 'review' are drawn by the shared dialog. */
  stepId: string;
  stepLabels: string[];
  canGoNext: (planSessions: number | undefined) => boolean;
  plan: string;
  chosenSlots: ChosenSlot[];
  slotWishes: SlotWishes;
  /** Times to offer beside the server's, e.g. an edited subscription's own. */
  alsoOffer?: ChosenSlot[];
  dispatch: (action: CommonAction) => void;
  /** The call that answers where to pay, given the referred tutor if any. */
  start: (referredTutorId: string | undefined) => Promise<PaymentRedirect>;
  /** Where the answer leads, when not simply to its address. */
  follow?: FollowRedirect;
}

/**
 * What the new-subscription and edit wizards share: the plans and their
 * prices, the slots on offer (asked for on reaching the slots step),
 * paying, and the dialog's navigation.
 */
export function usePlanWizard(input: PlanWizardInput) {
  const { dispatch } = input;
  const products = useProducts().data?.results;
  const planSessions = sessionsOf(products, input.plan);
  const offer = useSlotOffer(input.slotWishes, input.stepId === 'slots', input.alsoOffer);
  const payment = usePayment(() => input.start(offer.referredTutorId), input.follow);
  const canGoNext = input.canGoNext(planSessions);
  return {
    products,
    frame: {
      step: input.step,
      stepId: input.stepId,
      stepLabels: input.stepLabels,
      canGoNext,
      // The caller's rule can be stricter than its reducer's (a plan
      // already waiting for payment), so Next obeys it too.
      onNext: () => {
        if (canGoNext) dispatch({ type: 'next', planSessions });
      },
      onBack: () => dispatch({ type: 'back' }),
      offer,
      planSessions,
      chosenSlots: input.chosenSlots,
      onToggleSlot: (slot: ChosenSlot) => dispatch({ type: 'toggleSlot', slot }),
      payment,
    },
  };
}

export type PlanWizardFrame = ReturnType<typeof usePlanWizard>['frame'];
