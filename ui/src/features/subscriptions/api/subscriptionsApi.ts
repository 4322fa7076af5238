import type { AvailabilityRequest } from '../../../generated/AvailabilityRequest';
import type { CancelledSubscription } from '../../../generated/CancelledSubscription';
import type { Named } from '../../../generated/Named';
import type { NewSubscription } from '../../../generated/NewSubscription';
import type { PaymentRedirect } from '../../../generated/PaymentRedirect';
import type { ProductList } from '../../../generated/ProductList';
import type { ReferralAvailabilityRequest } from '../../../generated/ReferralAvailabilityRequest';
import type { Subscription } from '../../../generated/Subscription';
import type { SubscriptionChange } from '../../../generated/SubscriptionChange';
import type { TutorSlot } from '../../../generated/TutorSlot';
import { apiList, apiRequest } from '../../../lib/api/client';

export function fetchSubscriptions(): Promise<Subscription[]> {
  return apiList<Subscription>('Subscription', { method: 'GET', path: 'subscription/list' });
}

export function fetchProducts(): Promise<ProductList> {
  return apiRequest<ProductList>({
    method: 'GET',
    path: 'subscription_products',
    responseSchema: 'ProductList',
  });
}

/** The subjects a child can practise, the same list the game offers. */
export function fetchSubjects(): Promise<Named[]> {
  return apiList<Named>('Named', { method: 'GET', path: 'game/subjects' });
}

/** Free slots of any tutor of the subject (or of `tutor_id` only). */
export function fetchSlots(request: AvailabilityRequest): Promise<TutorSlot[]> {
  return apiList<TutorSlot>('TutorSlot', {
    method: 'POST',
    path: 'availability',
    body: request,
    requestSchema: 'AvailabilityRequest',
  });
}

/** Free slots of the tutor behind a referral code; 404 when nobody has that code. */
export function fetchReferralSlots(request: ReferralAvailabilityRequest): Promise<TutorSlot[]> {
  return apiList<TutorSlot>('TutorSlot', {
    method: 'POST',
    path: 'availability/referral',
    body: request,
    requestSchema: 'ReferralAvailabilityRequest',
  });
}

/** Holds the chosen slots and answers where the parent pays. */
export function subscribe(body: NewSubscription): Promise<PaymentRedirect> {
  return apiRequest<PaymentRedirect>({
    method: 'POST',
    path: 'subscription',
    body,
    requestSchema: 'NewSubscription',
    responseSchema: 'PaymentRedirect',
  });
}

/** A new plan and slots; answers the payment page or, once paid, `success_url`. */
export function changeSubscription(id: string, body: SubscriptionChange): Promise<PaymentRedirect> {
  return apiRequest<PaymentRedirect>({
    method: 'PUT',
    path: 'subscription/{id}',
    params: { id },
    body,
    requestSchema: 'SubscriptionChange',
    responseSchema: 'PaymentRedirect',
  });
}

export function cancelSubscription(id: string): Promise<CancelledSubscription> {
  return apiRequest<CancelledSubscription>({
    method: 'DELETE',
    path: 'subscription/{id}',
    params: { id },
    responseSchema: 'CancelledSubscription',
  });
}
