import { configure } from '@testing-library/react';
import { vi } from 'vitest';

import type { NewSubscription } from '../../../generated/NewSubscription';
import type { StudentSummary } from '../../../generated/StudentSummary';
import type { Subscription } from '../../../generated/Subscription';
import type { SubscriptionChange } from '../../../generated/SubscriptionChange';
import type { TutorSlot } from '../../../generated/TutorSlot';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { type Answer, failed, ok, openAs } from '../../../test/openAs';
import { ADA, BEN, MATHS, PAYMENT_PAGE, PRODUCTS } from './fixtures';

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
    students,
  };
}

/** Answers the subscription calls as the server would, keeping cancellations. */
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
    if (path === 'availability') return ok(options.slots ?? []);
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
      return options.changeReply?.(body) ?? ok({ redirect_url: body.success_url });
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
