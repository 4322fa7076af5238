import type {
  ChangeTakesEffect,
  Subscription,
  SubscriptionProduct,
} from '../../generated/api/schemas';
import { formatLondonDate } from '../../lib/londonTime';
import { productOf, sessionsOf } from './pricing';

/** What the rule compares of a plan: its weekly sessions and weekly price. */
export interface PlanTerms {
  sessions: number;
  pence: number;
}

/**
 * When a change of a *paid* plan takes effect (docs/plan-changes.md): at
 * once only when neither the price nor the sessions change; anything that
 * costs more or gives more waits for the payment, anything cheaper for the
 * next renewal. The server's rule is the judge; this copy lets the review
 * say so before the parent confirms, and replays the server's cases so the
 * two cannot drift.
 */
export function changeTakesEffect(old: PlanTerms, next: PlanTerms): ChangeTakesEffect {
  if (next.pence > old.pence || next.sessions > old.sessions) return 'once_paid';
  if (next.pence < old.pence || next.sessions < old.sessions) return 'next_renewal';
  return 'now';
}

/** A payment covers a week to the millisecond, as the server's renewals count it. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The next weekly renewal (a week after the last payment); null while never paid. */
export function nextRenewal(subscription: Pick<Subscription, 'payment_date'>): Date | null {
  if (subscription.payment_date === null) return null;
  return new Date(Date.parse(subscription.payment_date) + WEEK_MS);
}

/**
 * The next renewal's date as the schedule reads it (London), or '' while
 * never paid: only a paid plan has a renewal to wait for.
 */
export function nextRenewalText(subscription: Pick<Subscription, 'payment_date'>): string {
  const renewal = nextRenewal(subscription);
  return renewal ? formatLondonDate(renewal) : '';
}

/** Pounds with two decimals, as the server sends amounts ('34.99'), to pence. */
export function poundsToPence(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * How changing `subscription` to `plan` would take effect if it is paid;
 * undefined until the products are known. The old price is what the
 * family pays now, which the server compares, not today's price list.
 */
export function editTakesEffect(
  subscription: Pick<Subscription, 'session_option' | 'payment_amount'>,
  plan: string,
  products: readonly SubscriptionProduct[] | undefined,
): ChangeTakesEffect | undefined {
  const oldSessions = sessionsOf(products, subscription.session_option);
  const next = productOf(products, plan);
  if (oldSessions === undefined || !next) return undefined;
  return changeTakesEffect(
    { sessions: oldSessions, pence: poundsToPence(subscription.payment_amount) },
    { sessions: next.sessions, pence: next.weekly_cost_in_pence },
  );
}
