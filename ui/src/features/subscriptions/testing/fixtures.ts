import type {
  PendingPlanChange,
  ProductList,
  Subscription,
  TutorSlot,
} from '../../../generated/api/schemas';
import { SARAHS_ADA, SARAHS_BEN } from '../../../test/sarahsFamily';

/** The data the subscription tests share: Sarah's children, the plans, slots. */
export const MATHS = { _id: 'maths', name: 'Maths' };
export const ADA = SARAHS_ADA;
export const BEN = SARAHS_BEN;

/** Platform Only at £5.00 a week, then £15.00 a week per 15-minute session. */
export const PRODUCTS: ProductList = {
  results: [
    { label: 'Platform Only', sessions: 0, weekly_cost_in_pence: 500 },
    ...[1, 2, 3, 4, 5, 6, 7].map((sessions) => ({
      label: `${sessions} X 15 mins`,
      sessions,
      weekly_cost_in_pence: 1500 * sessions,
    })),
  ],
};

/** The tutors whose slots the tests offer, by id. */
export const TUTOR_NAMES: Record<string, string> = {
  'tutor-owen': 'Owen Jones',
  'tutor-priya': 'Priya Shah',
};

/** A free slot of `tutor` on `day` (0 is Monday) at `time` minutes from midnight. */
export function slot(day: number, time: number, tutor = 'tutor-owen'): TutorSlot {
  return {
    _id: `slot-${tutor}-${day}-${time}`,
    tutor_id: tutor,
    tutor_name: TUTOR_NAMES[tutor] ?? tutor,
    day_of_week: day,
    time,
  };
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: 'sub-1',
    student: { _id: ADA._id, name: 'Ada' },
    subject: MATHS,
    tutor: { _id: 'tutor-owen', name: 'Owen Jones' },
    session_option: '2 X 15 mins',
    payment_amount: '30.00',
    payment_date: '2026-03-02T10:00:00Z',
    start_date: '2026-03-02T10:00:00Z',
    updated_start_date: null,
    stripe_subscription_id: null,
    assigned_sessions: [
      { _id: 'a1', day_of_week: 2, session_time: 16 * 60 + 15, session_length: 15 },
      { _id: 'a2', day_of_week: 0, session_time: 16 * 60, session_length: 15 },
    ],
    cancelled: false,
    relative_level: 'On track',
    referral_code: null,
    status: 'Active',
    ...overrides,
  };
}

/** Where the fake server sends a parent to pay. */
export const PAYMENT_PAGE = 'http://localhost:8080/pay/test/checkout-1';

/** Where the fake server sends a parent to pay for a dearer change of a paid plan. */
export const CHANGE_PAYMENT_PAGE = 'http://localhost:8080/pay/test/change-1';

/** A change to 3 sessions waiting for its payment. */
export function pendingChange(overrides: Partial<PendingPlanChange> = {}): PendingPlanChange {
  return {
    session_option: '3 X 15 mins',
    payment_amount: '45.00',
    takes_effect: 'once_paid',
    checkout_url: CHANGE_PAYMENT_PAGE,
    until: '2026-03-04T10:30:00Z',
    ...overrides,
  };
}
