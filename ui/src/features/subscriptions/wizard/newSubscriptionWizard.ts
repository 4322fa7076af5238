import type { ApproxTime, ChosenSlot, Subscription } from '../../../generated/api/schemas';
import { isPlatformOnly } from '../choices';
import { toggleSlot } from '../slots';
import { slotsMatchPlan, stepBy } from './steps';

/**
 * The new-subscription wizard as pure state: which steps
 * there are, when Next may move on, and which changes clear the chosen
 * slots. The screens only show this state and dispatch actions.
 */
export type NewStepId = 'student' | 'plan' | 'referral' | 'slots' | 'review';

const ALL_STEPS: readonly NewStepId[] = ['student', 'plan', 'referral', 'slots', 'review'];

export const NEW_STEP_LABELS: Record<NewStepId, string> = {
  student: 'Student',
  plan: 'Plan',
  referral: 'Referral',
  slots: 'Times',
  review: 'Review and pay',
};

/** Platform Only has no slots to choose, so its review is step 3. */
export function newSubscriptionSteps(plan: string): readonly NewStepId[] {
  return isPlatformOnly(plan) ? ALL_STEPS.filter((step) => step !== 'slots') : ALL_STEPS;
}

export interface NewSubscriptionChoices {
  student: string;
  subject: string;
  /** One of RELATIVE_LEVELS, or '' until chosen. */
  level: string;
  /** A session option ('Platform Only', '1 X 15 mins' …), or '' until chosen. */
  plan: string;
  /** Preferred days, 0 is Monday. */
  days: number[];
  times: ApproxTime[];
  referralCode: string;
  /** The tutor checkbox: only the tutor behind the referral code. */
  onlyReferredTutor: boolean;
  slots: ChosenSlot[];
}

export interface NewWizardState {
  step: number;
  choices: NewSubscriptionChoices;
}

export const NEW_WIZARD_START: NewWizardState = {
  step: 0,
  choices: {
    student: '',
    subject: '',
    level: '',
    plan: '',
    days: [],
    times: [],
    referralCode: '',
    onlyReferredTutor: false,
    slots: [],
  },
};

export type NewWizardAction =
  | { type: 'choose'; field: 'student' | 'subject' | 'level'; value: string }
  | { type: 'choosePlan'; plan: string }
  | { type: 'chooseDays'; days: number[] }
  | { type: 'chooseTimes'; times: ApproxTime[] }
  | { type: 'enterReferralCode'; code: string }
  | { type: 'restrictToReferredTutor'; restrict: boolean }
  | { type: 'toggleSlot'; slot: ChosenSlot }
  | { type: 'next'; planSessions: number | undefined }
  | { type: 'back' };

export function currentNewStep(state: NewWizardState): NewStepId {
  const steps = newSubscriptionSteps(state.choices.plan);
  return steps[state.step] ?? 'review';
}

/** Optional, and when given of the form PTR- followed by a name. */
export function isReferralCodeWellFormed(code: string): boolean {
  const trimmed = code.trim();
  return trimmed === '' || /^PTR-\S+$/i.test(trimmed);
}

export function canGoNext(state: NewWizardState, planSessions: number | undefined): boolean {
  const { choices } = state;
  switch (currentNewStep(state)) {
    case 'student':
      return choices.student !== '' && choices.subject !== '' && choices.level !== '';
    case 'plan':
      return (
        choices.plan !== '' &&
        (isPlatformOnly(choices.plan) || (choices.days.length > 0 && choices.times.length > 0))
      );
    case 'referral':
      return (
        isReferralCodeWellFormed(choices.referralCode) &&
        (!choices.onlyReferredTutor || choices.referralCode.trim() !== '')
      );
    case 'slots':
      return slotsMatchPlan(choices.slots, planSessions);
    case 'review':
      return false;
  }
}

/**
 * Changes to what the slots were offered for clear them: a slot chosen
 * for other wishes may not be offered any more: choosing Platform Only,
 * another approximate availability, another subject or the referred
 * tutor all change the offer.
 */
function choose(
  state: NewWizardState,
  change: Partial<NewSubscriptionChoices>,
  clearSlots: boolean,
) {
  const choices = { ...state.choices, ...change };
  return { ...state, choices: clearSlots ? { ...choices, slots: [] } : choices };
}

export function newWizardReducer(state: NewWizardState, action: NewWizardAction): NewWizardState {
  const steps = newSubscriptionSteps(state.choices.plan);
  switch (action.type) {
    case 'choose':
      return choose(state, { [action.field]: action.value }, action.field === 'subject');
    case 'choosePlan':
      return choose(state, { plan: action.plan }, isPlatformOnly(action.plan));
    case 'chooseDays':
      return choose(state, { days: action.days }, true);
    case 'chooseTimes':
      return choose(state, { times: action.times }, true);
    case 'enterReferralCode': {
      // Without a code there is no tutor to restrict to.
      const restrict = state.choices.onlyReferredTutor && action.code.trim() !== '';
      const { onlyReferredTutor } = state.choices;
      return choose(
        state,
        { referralCode: action.code, onlyReferredTutor: restrict },
        onlyReferredTutor,
      );
    }
    case 'restrictToReferredTutor':
      return choose(state, { onlyReferredTutor: action.restrict }, true);
    case 'toggleSlot':
      return choose(state, { slots: toggleSlot(state.choices.slots, action.slot) }, false);
    case 'next':
      return canGoNext(state, action.planSessions)
        ? { ...state, step: stepBy(state.step, 1, steps.length) }
        : state;
    case 'back':
      return { ...state, step: stepBy(state.step, -1, steps.length) };
  }
}

/**
 * The picker lists only children without an active
 * subscription (the server's display status). A child with a plan waiting
 * for payment stays on offer for other subjects; see `waitingPlanFor`.
 */
export function studentsToOffer<Student extends { _id: string }>(
  students: readonly Student[],
  subscriptions: readonly { student: { _id: string }; status: string }[],
): Student[] {
  const active = new Set(
    subscriptions.filter((each) => each.status === 'Active').map((each) => each.student._id),
  );
  return students.filter((student) => !active.has(student._id));
}

/**
 * The child's plan for the subject that is still waiting for payment, if
 * any. The server allows one subscription per child and subject, so such
 * a plan is to be paid for or edited, not bought a second time.
 */
export function waitingPlanFor(
  subscriptions: readonly Subscription[],
  student: string,
  subject: string,
): Subscription | undefined {
  return subscriptions.find(
    (each) =>
      each.status === 'Pending' && each.student._id === student && each.subject._id === subject,
  );
}
