import { configure } from '@testing-library/react';
import { vi } from 'vitest';

import type {
  ChangeTakesEffect,
  NewSubscription,
  PendingPlanChange,
  StudentSummary,
  Subscription,
  SubscriptionChange,
  SubscriptionProduct,
  TutorSlot,
} from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { type Answer, failed, ok, openAs } from '../../../test/openAs';
import { isPlatformOnly } from '../choices';
import { editTakesEffect, nextRenewal } from '../planChange';
import { productOf } from '../pricing';
import { ADA, BEN, CHANGE_PAYMENT_PAGE, MATHS, PAYMENT_PAGE, PRODUCTS } from './fixtures';

// A wizard flow is a dozen requests and many renders; on a busy machine
// (2 cores shared with a cargo build) the defaults of 1 s per findBy and
// 5 s per test fail tests that are only slow.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

type Reply = TransportResponse | Promise<TransportResponse>;

export interface SubscriptionServerOptions {
  subscriptions?: Subscription[];
  students?: StudentSummary[];
  /** What `POST availability` offers (any tutor, or the one asked for). */
  slots?: TutorSlot[];
  /** Referral codes and the slots of the tutor behind each. */
  referralSlots?: Record<string, TutorSlot[]>;
  /** Answers GET subscription_products, e.g. never, to see 'Loading...'. */
  productsReply?: () => Reply;
  subscribeReply?: (body: NewSubscription) => Reply;
  changeReply?: (body: SubscriptionChange) => Reply;
  /**
   * Whose changes the server answers: a parent's raise goes to its payment
   * page, a tutor's or an admin's answers the success address and waits
   * for the family to pay (the default is the parent's).
   */
  changedBy?: 'parent' | 'staff';
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function pounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** A change that takes effect replaces any that was waiting. */
function withoutWaitingChange({ pending_change: _replaced, ...rest }: Subscription): Subscription {
  return rest;
}

/** The subscription on its new plan and times, as a change that takes effect leaves it. */
function applied(
  current: Subscription,
  body: SubscriptionChange,
  product: SubscriptionProduct,
): Subscription {
  return {
    ...withoutWaitingChange(current),
    session_option: body.session_option,
    payment_amount: pounds(product.weekly_cost_in_pence),
    tutor: isPlatformOnly(body.session_option) ? null : current.tutor,
    assigned_sessions: body.slots.map((slot, index) => ({
      _id: `${current._id}-booking-${index}`,
      day_of_week: slot.day_of_week,
      session_time: slot.time,
      session_length: 15,
    })),
  };
}

/** The change kept waiting, and how long it is held (docs/plan-changes.md). */
function waitingChange(
  current: Subscription,
  body: SubscriptionChange,
  product: SubscriptionProduct,
  takesEffect: Exclude<ChangeTakesEffect, 'now'>,
): PendingPlanChange {
  const forPayment = takesEffect === 'once_paid';
  const until = forPayment
    ? Date.now() + 30 * MINUTE_MS
    : (nextRenewal(current)?.getTime() ?? Date.now()) + 2 * DAY_MS;
  return {
    session_option: body.session_option,
    payment_amount: pounds(product.weekly_cost_in_pence),
    takes_effect: takesEffect,
    checkout_url: forPayment ? CHANGE_PAYMENT_PAGE : null,
    until: new Date(until).toISOString(),
  };
}

function parentWith(students: StudentSummary[]) {
  return {
    _id: 'parent-1',
    uid: 'uid-PARENT',
    first_name: 'Sarah',
    last_name: 'Lovelace',
    email: 'sarah@plytime.test',
    country: 'United Kingdom',
    postcode: 'SW1A 1AA',
    phone_number: '07700 900123',
    email_opt_in: false,
    recording_retention_days: 90,
    students,
  };
}

/** Answers the subscription calls as the server would, keeping cancellations and changes. */
export function subscriptionServer(options: SubscriptionServerOptions = {}): Answer {
  let subscriptions = options.subscriptions ?? [];

  function cancel(id: string): TransportResponse {
    if (!subscriptions.some((each) => each._id === id)) {
      return failed(404, 'No such subscription for parent');
    }
    subscriptions = subscriptions.map((each) =>
      each._id === id ? { ...each, cancelled: true, status: 'Cancelled' } : each,
    );
    return ok({ subscription_id: id });
  }

  const replace = (changed: Subscription) => {
    subscriptions = subscriptions.map((each) => (each._id === changed._id ? changed : each));
  };

  /**
   * A pending subscription changes at once and goes to its payment page; a
   * paid one follows the rule, keeping a dearer or cheaper change waiting.
   */
  function change(id: string, body: SubscriptionChange): TransportResponse {
    const current = subscriptions.find((each) => each._id === id);
    if (!current) return failed(404, 'No such subscription for parent');
    const product = productOf(PRODUCTS.results, body.session_option);
    if (!product) return failed(400, 'session_option: Not on sale');
    const takesEffect =
      current.payment_date === null
        ? 'now'
        : editTakesEffect(current, body.session_option, PRODUCTS.results);
    if (takesEffect === 'now' || takesEffect === undefined) {
      replace(applied(current, body, product));
      const redirect_url = current.payment_date === null ? PAYMENT_PAGE : body.success_url;
      return ok({ redirect_url });
    }
    replace({ ...current, pending_change: waitingChange(current, body, product, takesEffect) });
    const parentPays = takesEffect === 'once_paid' && options.changedBy !== 'staff';
    return ok({ redirect_url: parentPays ? CHANGE_PAYMENT_PAGE : body.success_url });
  }

  function referral(body: { referral_code: string }): TransportResponse {
    const slots = options.referralSlots?.[body.referral_code];
    return slots ? ok(slots) : failed(404, 'No such referral code');
  }

  return (request: TransportRequest) => {
    const { path, method } = request;
    if (path === 'subscription/list') return ok(subscriptions);
    if (path === 'subscription_products') return options.productsReply?.() ?? ok(PRODUCTS);
    if (path === 'game/subjects') return ok([MATHS]);
    if (path === 'parent' && method === 'GET') {
      return ok(parentWith(options.students ?? [ADA, BEN]));
    }
    if (path === 'availability') {
      // A code is checked even when it does not restrict the tutors.
      const code = (request.body as { referral_code?: string }).referral_code;
      if (code && !options.referralSlots?.[code]) return failed(404, 'No such referral code');
      return ok(options.slots ?? []);
    }
    if (path === 'availability/referral')
      return referral(request.body as { referral_code: string });
    if (path === 'subscription' && method === 'POST') {
      const body = request.body as NewSubscription;
      return options.subscribeReply?.(body) ?? ok({ redirect_url: PAYMENT_PAGE });
    }
    const id = path.startsWith('subscription/') ? path.slice('subscription/'.length) : null;
    if (id && method === 'DELETE') return cancel(id);
    if (id && method === 'PUT') {
      const body = request.body as SubscriptionChange;
      return options.changeReply?.(body) ?? change(id, body);
    }
    return undefined;
  };
}

/** Opens `path` (the subscriptions page by default) signed in as a parent. */
export function openSubscriptions(
  options: SubscriptionServerOptions = {},
  path = '/parent/subscriptions',
) {
  return openAs('PARENT', path, subscriptionServer(options));
}
