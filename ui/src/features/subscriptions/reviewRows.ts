import type { ChosenSlot } from '../../generated/ChosenSlot';
import type { Subscription } from '../../generated/Subscription';
import type { SubscriptionProduct } from '../../generated/SubscriptionProduct';
import { isPlatformOnly } from './choices';
import { editTakesEffect } from './planChange';
import { planPriceText, startsText, waitingChangeText } from './planChangeTexts';
import { amountText, weeklyCostText } from './pricing';
import { slotLabel } from './slots';

export interface ReviewRow {
  label: string;
  value: string;
}

/** Platform Only has no tutor times to show. */
function weeklyTimesRows(plan: string, slots: readonly ChosenSlot[]): ReviewRow[] {
  return isPlatformOnly(plan)
    ? []
    : [{ label: 'Weekly times', value: slots.map(slotLabel).join(', ') }];
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
): ReviewRow[] {
  return [
    { label: 'Plan', value: plan },
    ...weeklyTimesRows(plan, slots),
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
): ReviewRow[] {
  if (subscription.payment_date === null) return planReviewRows(plan, slots, products);
  const takesEffect = editTakesEffect(subscription, plan, products);
  return [
    {
      label: 'Now',
      value: planPriceText(subscription.session_option, amountText(subscription.payment_amount)),
    },
    { label: 'New plan', value: planPriceText(plan, weeklyCostText(products, plan)) },
    ...weeklyTimesRows(plan, slots),
    { label: 'Starts', value: startsText(takesEffect, subscription) },
    ...replacedChangeRows(subscription),
  ];
}
