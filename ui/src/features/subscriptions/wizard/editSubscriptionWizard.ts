import type { ChosenSlot, Subscription } from '../../../generated/api/schemas';
import { isPlatformOnly } from '../choices';
import { assignedSlots, toggleSlot } from '../slots';
import { slotsMatchPlan, stepBy } from './steps';

/**
 * The parent's edit wizard as pure state: 0 plan, 1 slots,
 * 2 review (no slots step for Platform Only, as in the new-subscription
 * wizard). Moving on from Platform Only to Platform Only first asks
 * whether a tutor plan was meant.
 */
export type EditStepId = 'plan' | 'slots' | 'review';

export const EDIT_STEP_LABELS: Record<EditStepId, string> = {
  plan: 'Plan',
  slots: 'Times',
  review: 'Review',
};

export function editSubscriptionSteps(plan: string): readonly EditStepId[] {
  return isPlatformOnly(plan) ? ['plan', 'review'] : ['plan', 'slots', 'review'];
}

export interface EditWizardState {
  step: number;
  oldPlan: string;
  plan: string;
  slots: ChosenSlot[];
  /** The prompt 'did you mean a tutor plan?' is showing. */
  askingAboutTutorPlan: boolean;
}

/** Starts from the subscription as it is: its plan and its weekly times. */
export function editWizardStart(subscription: Subscription): EditWizardState {
  return {
    step: 0,
    oldPlan: subscription.session_option,
    plan: subscription.session_option,
    slots: assignedSlots(subscription.assigned_sessions),
    askingAboutTutorPlan: false,
  };
}

export type EditWizardAction =
  | { type: 'choosePlan'; plan: string }
  | { type: 'toggleSlot'; slot: ChosenSlot }
  | { type: 'next'; planSessions: number | undefined }
  | { type: 'back' }
  /** Answers to the prompt. */
  | { type: 'keepPlatformOnly' }
  | { type: 'chooseTutorPlan' };

export function currentEditStep(state: EditWizardState): EditStepId {
  return editSubscriptionSteps(state.plan)[state.step] ?? 'review';
}

export function canGoNextInEdit(state: EditWizardState, planSessions: number | undefined) {
  switch (currentEditStep(state)) {
    case 'plan':
      return state.plan !== '';
    case 'slots':
      return slotsMatchPlan(state.slots, planSessions);
    case 'review':
      return false;
  }
}

function forward(state: EditWizardState): EditWizardState {
  const count = editSubscriptionSteps(state.plan).length;
  return { ...state, askingAboutTutorPlan: false, step: stepBy(state.step, 1, count) };
}

export function editWizardReducer(
  state: EditWizardState,
  action: EditWizardAction,
): EditWizardState {
  switch (action.type) {
    case 'choosePlan':
      return {
        ...state,
        plan: action.plan,
        slots: isPlatformOnly(action.plan) ? [] : state.slots,
      };
    case 'toggleSlot':
      return { ...state, slots: toggleSlot(state.slots, action.slot) };
    case 'next': {
      if (!canGoNextInEdit(state, action.planSessions)) return state;
      const samePlatformOnly =
        currentEditStep(state) === 'plan' &&
        isPlatformOnly(state.oldPlan) &&
        isPlatformOnly(state.plan);
      return samePlatformOnly ? { ...state, askingAboutTutorPlan: true } : forward(state);
    }
    case 'back':
      return { ...state, step: stepBy(state.step, -1, editSubscriptionSteps(state.plan).length) };
    case 'keepPlatformOnly':
      return forward(state);
    case 'chooseTutorPlan':
      return { ...state, askingAboutTutorPlan: false };
  }
}
