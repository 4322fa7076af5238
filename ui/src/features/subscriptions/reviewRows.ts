import type { ChosenSlot, Subscription, SubscriptionProduct } from '../../generated/api/schemas';
import { formatLondonDayTime } from '../../lib/londonTime';
import { isPlatformOnly } from './choices';
import { firstSession } from './firstSession';
import { editTakesEffect, nextRenewal } from './planChange';
import { planPriceText, startsText, waitingChangeText } from './planChangeTexts';
import { amountText, weeklyCostText } from './pricing';
import { slotLabel } from './slots';

export interface ReviewRow {
  label: string;
  value: string;
}

/** Said when the chosen times are different tutors': the server picks one free at all of them. */
export const TUTOR_CHOSEN_ON_PAYING = 'The first tutor free at all these times, chosen as you pay';

/** What the review says about the sessions beside the plan. */
export interface SessionFacts {
  /** The tutor's name, when known (see tutorOfChosen). */
  tutor: string | null;
  /** When the chosen times start: now for a new plan, or when a change takes effect. */
  from: Date;
}

/**
 * Platform Only has no tutor sessions to show; a tutor plan shows who
 * takes them, the weekly times and the first session at those times.
 */
function sessionRows(
  plan: string,
  slots: readonly ChosenSlot[],
  facts: SessionFacts,
  firstLabel: string,
): ReviewRow[] {
  if (isPlatformOnly(plan)) return [];
  const first = firstSession(slots, facts.from);
  return [
    { label: 'Tutor', value: facts.tutor ?? TUTOR_CHOSEN_ON_PAYING },
    { label: 'Weekly times', value: slots.map(slotLabel).join(', ') },
    ...(first ? [{ label: firstLabel, value: formatLondonDayTime(first) }] : []),
  ];
}

/** Saving any change lets go of one still waiting (docs/plan-changes.md). */
function replacedChangeRows(subscription: Subscription): ReviewRow[] {
  const waiting = waitingChangeText(subscription);
  return waiting === null ? [] : [{ label: 'Replaces', value: waiting }];
}

/** The review's rows about the plan itself, shared by both wizards. */
export function planReviewRows(
  plan: string,
  slots: readonly ChosenSlot[],
  products: readonly SubscriptionProduct[] | undefined,
  facts: SessionFacts,
): ReviewRow[] {
  return [
    { label: 'Plan', value: plan },
    ...sessionRows(plan, slots, facts, 'First session'),
    { label: 'Weekly cost', value: weeklyCostText(products, plan) },
  ];
}

/**
 * The edit's rows about the plan. A paid plan may not change at once
 * (docs/plan-changes.md), so the parent sees what they pay now, what
 * they will pay and when that starts; a plan never paid for changes at
 * once and goes to its payment page, so it reads like a new one.
 */
export function editReviewRows(
  subscription: Subscription,
  plan: string,
  slots: readonly ChosenSlot[],
  products: readonly SubscriptionProduct[] | undefined,
  facts: SessionFacts,
): ReviewRow[] {
  // The child keeps their tutor; only a plan that had none needs one found.
  const kept = { ...facts, tutor: subscription.tutor?.name ?? facts.tutor };
  if (subscription.payment_date === null) return planReviewRows(plan, slots, products, kept);
  const takesEffect = editTakesEffect(subscription, plan, products);
  // A cheaper plan waits for the renewal; its times start from then.
  const from = (takesEffect === 'next_renewal' && nextRenewal(subscription)) || facts.from;
  return [
    {
      label: 'Now',
      value: planPriceText(subscription.session_option, amountText(subscription.payment_amount)),
    },
    { label: 'New plan', value: planPriceText(plan, weeklyCostText(products, plan)) },
    ...sessionRows(plan, slots, { ...kept, from }, 'First session at these times'),
    { label: 'Starts', value: startsText(takesEffect, subscription) },
    ...replacedChangeRows(subscription),
  ];
}
