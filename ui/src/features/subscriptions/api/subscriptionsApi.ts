import * as game from '../../../generated/api/operations/game';
import * as subscriptions from '../../../generated/api/operations/subscriptions';
import type {
  AvailabilityRequest,
  CancelledSubscription,
  Named,
  NewSubscription,
  PaymentRedirect,
  ProductList,
  ReferralAvailabilityRequest,
  Subscription,
  SubscriptionChange,
  TutorSlot,
} from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

export function fetchSubscriptions(): Promise<Subscription[]> {
  return call(subscriptions.listSubscriptions);
}

export function fetchProducts(): Promise<ProductList> {
  return call(subscriptions.listProducts);
}

/** The subjects a child can practise, the same list the game offers. */
export function fetchSubjects(): Promise<Named[]> {
  return call(game.subjects);
}

/** Free slots of any tutor of the subject (or of `tutor_id` only). */
export function fetchSlots(request: AvailabilityRequest): Promise<TutorSlot[]> {
  return call(subscriptions.offerSlots, { body: request });
}

/** Free slots of the tutor behind a referral code; 404 when nobody has that code. */
export function fetchReferralSlots(request: ReferralAvailabilityRequest): Promise<TutorSlot[]> {
  return call(subscriptions.offerReferralSlots, { body: request });
}

/** Holds the chosen slots and answers where the parent pays. */
export function subscribe(body: NewSubscription): Promise<PaymentRedirect> {
  return call(subscriptions.subscribe, { body });
}

/** A new plan and slots; answers the payment page or, once paid, `success_url`. */
export function changeSubscription(id: string, body: SubscriptionChange): Promise<PaymentRedirect> {
  return call(subscriptions.changeSubscription, { params: { subscription_id: id }, body });
}

export function cancelSubscription(id: string): Promise<CancelledSubscription> {
  return call(subscriptions.cancelSubscription, { params: { subscription_id: id } });
}
