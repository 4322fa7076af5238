import type { ChangeTakesEffect, Subscription } from '../../generated/api/schemas';
import { nextRenewalText } from './planChange';
import { amountText, LOADING_TEXT } from './pricing';

/*
 * What parents (and the staff who change a plan for them) read about a
 * change of a paid plan and when it starts (docs/plan-changes.md).
 */

export const STARTS_NOW_TEXT = 'Straight away';
/**
 * A raise is charged when it is paid: the payment starts a new week at
 * the new price that day, as the payment page says ("from today"), not at
 * the next renewal (docs/plan-changes.md, docs/payments.md).
 */
export const STARTS_ONCE_PAID_TEXT =
  'Once you have paid for it: a new week at the new price starts that day';
export const FINISH_PAYING_LABEL = 'Finish paying';
export const SAVED_ONCE_PAID_TEXT = 'Saved. The new plan starts once the family has paid for it.';

export function startsOnRenewalText(date: string): string {
  return `From your next renewal on ${date}`;
}

export function savedForRenewalText(date: string): string {
  return `Saved. The new plan starts from the next renewal on ${date}.`;
}

/** A plan with its weekly price, e.g. '3 X 15 mins, £45.00 a week'. */
export function planPriceText(plan: string, price: string): string {
  return price === LOADING_TEXT ? `${plan}, ${LOADING_TEXT}` : `${plan}, ${price} a week`;
}

/** The review's 'Starts' row; 'Loading...' until the rule can be applied. */
export function startsText(
  takesEffect: ChangeTakesEffect | undefined,
  subscription: Pick<Subscription, 'payment_date'>,
): string {
  switch (takesEffect) {
    case 'now':
      return STARTS_NOW_TEXT;
    case 'once_paid':
      return STARTS_ONCE_PAID_TEXT;
    case 'next_renewal':
      return startsOnRenewalText(nextRenewalText(subscription));
    case undefined:
      return LOADING_TEXT;
  }
}

/** The line under a subscription whose change waits; null when none does. */
export function waitingChangeText(subscription: Subscription): string | null {
  const change = subscription.pending_change;
  if (!change) return null;
  const plan = planPriceText(change.session_option, amountText(change.payment_amount));
  switch (change.takes_effect) {
    case 'once_paid':
      return `New plan waiting for payment: ${plan}`;
    case 'next_renewal':
      return `From ${nextRenewalText(subscription)}: ${plan}`;
    case 'now':
      return null;
  }
}

/**
 * What a save says when the server kept the change waiting rather than
 * sending anyone to pay: the old plan stands until then, so it must not
 * read as changed. Null when nothing waits.
 */
export function savedWhileWaitingText(subscription: Subscription): string | null {
  switch (subscription.pending_change?.takes_effect) {
    case 'once_paid':
      return SAVED_ONCE_PAID_TEXT;
    case 'next_renewal':
      return savedForRenewalText(nextRenewalText(subscription));
    default:
      return null;
  }
}
