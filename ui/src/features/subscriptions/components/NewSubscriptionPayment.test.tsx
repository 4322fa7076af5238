import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportResponse } from '../../../lib/api/transport';
import { openPaymentPage } from '../paymentPage';
import { TUTOR_CHOSEN_ON_PAYING } from '../reviewRows';
import { INVALID_CODE_TEXT, NO_SLOTS_TEXT, REFERRED_TUTOR_HAS_NO_SLOTS_TEXT } from '../slotOffer';
import { sentTo } from '../../../test/openAs';
import { type SubscriptionServerOptions } from '../testing/fakeSubscriptionServer';
import { PAYMENT_PAGE, slot } from '../testing/fixtures';
import {
  button,
  clickNext,
  fillUpToSlots,
  openNewWizard,
  toggleSlots,
} from '../testing/newWizardDriver';
import { OOPS_TEXT } from '../wizard/payState';

vi.mock('../paymentPage', () => ({ openPaymentPage: vi.fn() }));

const OFFER = [slot(0, 16 * 60), slot(0, 16 * 60 + 15)];
const OWENS = [slot(0, 16 * 60 + 30, 'tutor-owen'), slot(0, 16 * 60 + 45, 'tutor-owen')];

beforeEach(() => vi.mocked(openPaymentPage).mockClear());

/** Through every step to the review of a '2 X 15 mins' plan on Monday afternoons. */
async function reviewTwoSessions(options: SubscriptionServerOptions = {}) {
  const app = await openNewWizard({ slots: OFFER, ...options });
  await fillUpToSlots(app.dialog);
  await toggleSlots(app.dialog, 'Monday 16:00', 'Monday 16:15');
  await clickNext(app.dialog);
  return app;
}

function reviewed(dialog: HTMLElement) {
  const review = within(dialog).getByRole('table', { name: 'Review' });
  return Object.fromEntries(
    within(review)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
  );
}

describe('the review', () => {
  // Tuesday 17 March 2026: the first Monday to come is the 23rd.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-17T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('shows the choices, the tutor, the first session and the weekly cost in pounds', async () => {
    const { dialog } = await reviewTwoSessions();
    expect(reviewed(dialog)).toEqual({
      Student: 'Ada',
      Subject: 'Maths',
      Level: 'On track',
      Plan: '2 X 15 mins',
      Tutor: 'Owen Jones',
      'Weekly times': 'Monday 16:00, Monday 16:15',
      'First session': 'Mon 23 Mar 16:00',
      'Weekly cost': '£30.00',
    });
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("says the tutor is found as the parent pays when the times are different tutors'", async () => {
    const { dialog } = await openNewWizard({
      slots: [slot(0, 16 * 60), slot(3, 17 * 60, 'tutor-priya')],
    });
    await fillUpToSlots(dialog);
    await toggleSlots(dialog, 'Monday 16:00', 'Thursday 17:00');
    await clickNext(dialog);
    expect(reviewed(dialog)).toMatchObject({
      Tutor: TUTOR_CHOSEN_ON_PAYING,
      'First session': 'Thu 19 Mar 17:00',
    });
  }, 15_000);

  it('comes at step 3 for Platform Only, with no times', async () => {
    const { dialog, ...app } = await openNewWizard();
    await fillUpToSlots(dialog, 'Platform Only');
    expect(reviewed(dialog)).toEqual({
      Student: 'Ada',
      Subject: 'Maths',
      Level: 'On track',
      Plan: 'Platform Only',
      'Weekly cost': '£5.00',
    });
    expect(sentTo(app, 'POST', 'availability')).toEqual([]);
  });
});

describe('paying', () => {
  it('subscribes with the choices and goes to the payment page', async () => {
    const { dialog, ...app } = await reviewTwoSessions();
    await userEvent.click(button(dialog, 'Pay'));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(PAYMENT_PAGE));
    const origin = window.location.origin;
    expect(sentTo(app, 'POST', 'subscription')[0]?.body).toEqual({
      student: 'student-ada',
      subject: 'maths',
      session_option: '2 X 15 mins',
      slots: [
        { day_of_week: 0, time: 960 },
        { day_of_week: 0, time: 975 },
      ],
      relative_level: 'On track',
      success_url: `${origin}/parent/subscriptions?status=success`,
      error_url: `${origin}/parent/subscriptions?status=error`,
    });
    expect(within(dialog).getByRole('button', { name: 'Taking you to payment…' })).toBeDisabled();
  });

  it('ignores a second Pay while the first is on its way', async () => {
    let answer: (response: TransportResponse) => void = () => {};
    const { dialog, ...app } = await reviewTwoSessions({
      subscribeReply: () => new Promise((resolve) => (answer = resolve)),
    });
    const pay = button(dialog, 'Pay');
    await userEvent.click(pay);
    await userEvent.click(pay);
    await waitFor(() => expect(sentTo(app, 'POST', 'subscription')).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();

    answer({ status: 200, body: { redirect_url: PAYMENT_PAGE } });
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledTimes(1));
    expect(sentTo(app, 'POST', 'subscription')).toHaveLength(1);
  });

  it("shows the server's errors one a line under 'Error:', then is ready again", async () => {
    const errors = [
      'Sorry, one of those times has just been booked. Please choose your times again.',
      'slots: Each time must be a different quarter hour of the week',
    ];
    const { dialog, ...app } = await reviewTwoSessions({
      subscribeReply: () => ({ status: 409, body: { errors } }),
    });
    await userEvent.click(button(dialog, 'Pay'));
    const popup = await screen.findByRole('dialog', { name: 'Error:' });
    expect(within(popup).getByTestId('pay-error').textContent).toBe(errors.join('\n'));
    expect(openPaymentPage).not.toHaveBeenCalled();

    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(button(dialog, 'Pay')).toBeEnabled());
    await userEvent.click(button(dialog, 'Pay'));
    await waitFor(() => expect(sentTo(app, 'POST', 'subscription')).toHaveLength(2));
  });

  it('says Oops when the failure carries no list of errors', async () => {
    const { dialog } = await reviewTwoSessions({
      subscribeReply: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await userEvent.click(button(dialog, 'Pay'));
    const popup = await screen.findByRole('dialog', { name: 'Error:' });
    expect(within(popup).getByTestId('pay-error').textContent).toBe(OOPS_TEXT);
  });
});

describe('referral codes and the tutor checkbox', () => {
  it('only records a known code without the checkbox', async () => {
    const { dialog, ...app } = await openNewWizard({
      slots: OFFER,
      referralSlots: { 'PTR-OWEN': OWENS },
    });
    await fillUpToSlots(dialog, '2 X 15 mins', { code: 'PTR-OWEN', onlyThatTutor: false });
    await toggleSlots(dialog, 'Monday 16:00', 'Monday 16:15');
    await clickNext(dialog);
    await userEvent.click(button(dialog, 'Pay'));
    await waitFor(() => expect(sentTo(app, 'POST', 'subscription')).toHaveLength(1));
    expect(sentTo(app, 'POST', 'availability/referral')).toEqual([]);
    expect(sentTo(app, 'POST', 'availability')[0]?.body).toHaveProperty(
      'referral_code',
      'PTR-OWEN',
    );
    const body = sentTo(app, 'POST', 'subscription')[0]?.body as Record<string, unknown>;
    expect(body.referral_code).toBe('PTR-OWEN');
    expect(body).not.toHaveProperty('tutor_id');
  });

  it("with the checkbox offers only that tutor's times and books with them", async () => {
    const { dialog, ...app } = await openNewWizard({ referralSlots: { 'PTR-OWEN': OWENS } });
    await fillUpToSlots(dialog, '2 X 15 mins', { code: 'PTR-OWEN', onlyThatTutor: true });
    await toggleSlots(dialog, 'Monday 16:30', 'Monday 16:45');
    expect(sentTo(app, 'POST', 'availability/referral')[0]?.body).toEqual({
      referral_code: 'PTR-OWEN',
      subject: 'maths',
      session_option: '2 X 15 mins',
      availability: [{ day: 0, approx_time: 'Late Afternoon (15:00-17:45)' }],
    });
    await clickNext(dialog);
    expect(reviewed(dialog)['Referral code']).toBe('PTR-OWEN (that tutor only)');
    await userEvent.click(button(dialog, 'Pay'));
    await waitFor(() => expect(sentTo(app, 'POST', 'subscription')).toHaveLength(1));
    expect(sentTo(app, 'POST', 'subscription')[0]?.body).toEqual(
      expect.objectContaining({ referral_code: 'PTR-OWEN', tutor_id: 'tutor-owen' }),
    );
  });

  it.each<
    [
      string,
      SubscriptionServerOptions,
      { code: string; onlyThatTutor: boolean } | undefined,
      string,
    ]
  >([
    ['no tutor has matching times', { slots: [] }, undefined, NO_SLOTS_TEXT],
    ['the code is unknown', {}, { code: 'PTR-NOBODY', onlyThatTutor: true }, INVALID_CODE_TEXT],
    [
      'the code is unknown and the tutor box unticked',
      {},
      { code: 'PTR-NOBODY', onlyThatTutor: false },
      INVALID_CODE_TEXT,
    ],
    [
      "the code's tutor has no matching times",
      { referralSlots: { 'PTR-OWEN': [] } },
      { code: 'PTR-OWEN', onlyThatTutor: true },
      REFERRED_TUTOR_HAS_NO_SLOTS_TEXT,
    ],
  ])('says so when %s', async (_, options, referral, message) => {
    const { dialog } = await openNewWizard(options);
    await fillUpToSlots(dialog, '2 X 15 mins', referral);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(button(dialog, 'Next')).toBeDisabled();
  });
});
