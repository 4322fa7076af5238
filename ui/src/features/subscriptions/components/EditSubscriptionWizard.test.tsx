import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Subscription } from '../../../generated/api/schemas';
import type { TransportResponse } from '../../../lib/api/transport';
import { openPaymentPage } from '../paymentPage';
import { sentTo } from '../../../test/openAs';
import {
  openSubscriptions,
  type SubscriptionServerOptions,
} from '../testing/fakeSubscriptionServer';
import {
  CHANGE_PAYMENT_PAGE,
  PAYMENT_PAGE,
  PRODUCTS,
  slot,
  subscription,
} from '../testing/fixtures';
import { button, clickNext, toggleSlots } from '../testing/newWizardDriver';
import { TUTOR_PLAN_QUESTION } from './TutorPlanPrompt';

vi.mock('../paymentPage', () => ({ openPaymentPage: vi.fn() }));

beforeEach(() => vi.mocked(openPaymentPage).mockClear());

const ADAS = subscription();
const PLATFORM_ONLY = subscription({
  session_option: 'Platform Only',
  tutor: null,
  payment_amount: '5.00',
  assigned_sessions: [],
});

async function openEdit(current: Subscription, options: SubscriptionServerOptions = {}) {
  const app = openSubscriptions({ subscriptions: [current], ...options });
  await userEvent.click(
    await screen.findByRole('button', { name: "Actions for Ada's Maths subscription" }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit Subscription' }));
  const dialog = await screen.findByRole('dialog', { name: "Edit Ada's Maths subscription" });
  return { ...app, dialog };
}

/** The value of the review's row called `label`. */
function onReview(dialog: HTMLElement, label: string) {
  const review = within(dialog).getByRole('table', { name: 'Review' });
  return within(within(review).getByRole('row', { name: new RegExp(`^${label}`) })).getByRole(
    'cell',
  );
}

const SUCCESS_PAGE = () => `${window.location.origin}/parent/subscriptions?status=success`;

/** Opens Ada's edit, keeps the plan and swaps Wednesday 16:15 for Friday 10:00. */
async function moveOneTime(current: Subscription, options: SubscriptionServerOptions = {}) {
  const opened = await openEdit(current, { slots: [slot(4, 600)], ...options });
  await clickNext(opened.dialog);
  await toggleSlots(opened.dialog, 'Wednesday 16:15', 'Friday 10:00');
  await clickNext(opened.dialog);
  return opened;
}

/** Opens Ada's edit and goes down to 1 session on Monday 16:00. */
async function goDownToOneSession(options: SubscriptionServerOptions = {}) {
  const opened = await openEdit(ADAS, options);
  await userEvent.click(await within(opened.dialog).findByRole('radio', { name: /^1 X 15 mins/ }));
  await clickNext(opened.dialog);
  await toggleSlots(opened.dialog, 'Wednesday 16:15');
  await clickNext(opened.dialog);
  return opened;
}

describe('editing a tutor plan', () => {
  it("offers the tutor's free times with the subscription's own already ticked", async () => {
    const { dialog, ...app } = await openEdit(ADAS, { slots: [slot(4, 600)] });
    expect(await within(dialog).findByRole('radio', { name: /^2 X 15 mins/ })).toBeChecked();
    await clickNext(dialog);
    expect(await within(dialog).findByRole('checkbox', { name: 'Monday 16:00' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Wednesday 16:15' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Friday 10:00' })).not.toBeChecked();
    expect(sentTo(app, 'POST', 'availability')[0]?.body).toEqual({
      subject: 'maths',
      session_option: '2 X 15 mins',
      tutor_id: 'tutor-owen',
    });
  });

  it('shows a dearer plan starting once paid for, then goes to its payment page', async () => {
    const { dialog, ...app } = await openEdit(ADAS, { slots: [slot(4, 600)] });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^3 X 15 mins/ }));
    await clickNext(dialog);
    await within(dialog).findByText('Choose 3 weekly times: 2 of 3 chosen');
    expect(button(dialog, 'Next')).toBeDisabled();
    await toggleSlots(dialog, 'Friday 10:00');
    await clickNext(dialog);
    expect(onReview(dialog, 'Now')).toHaveTextContent('2 X 15 mins, £30.00 a week');
    expect(onReview(dialog, 'New plan')).toHaveTextContent('3 X 15 mins, £45.00 a week');
    expect(onReview(dialog, 'Tutor')).toHaveTextContent('Owen Jones');
    expect(onReview(dialog, 'First session at these times')).toHaveTextContent(
      /^(Mon|Wed|Fri) \d+ \w+ \d\d:\d\d$/,
    );
    expect(onReview(dialog, 'Starts')).toHaveTextContent(
      'Once you have paid for it: a new week at the new price starts that day',
    );

    await userEvent.click(button(dialog, 'Confirm changes'));
    const origin = window.location.origin;
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(CHANGE_PAYMENT_PAGE));
    expect(sentTo(app, 'PUT', 'subscription/sub-1')[0]).toEqual(
      expect.objectContaining({
        method: 'PUT',
        body: {
          session_option: '3 X 15 mins',
          slots: [
            { day_of_week: 0, time: 960 },
            { day_of_week: 2, time: 975 },
            { day_of_week: 4, time: 600 },
          ],
          success_url: `${origin}/parent/subscriptions?status=success`,
          error_url: `${origin}/parent/subscriptions?status=error`,
        },
      }),
    );
  });

  it('shows a cheaper plan starting from the next renewal', async () => {
    const { dialog } = await goDownToOneSession();
    expect(onReview(dialog, 'Now')).toHaveTextContent('2 X 15 mins, £30.00 a week');
    expect(onReview(dialog, 'New plan')).toHaveTextContent('1 X 15 mins, £15.00 a week');
    expect(onReview(dialog, 'Weekly times')).toHaveTextContent('Monday 16:00');
    expect(onReview(dialog, 'Starts')).toHaveTextContent('From your next renewal on 2026/03/09');
  });

  it('saves a cheaper plan without leaving: says when it starts and lists it waiting', async () => {
    const { dialog } = await goDownToOneSession();
    await userEvent.click(button(dialog, 'Confirm changes'));
    expect(
      await screen.findByText('Saved. The new plan starts from the next renewal on 2026/03/09.'),
    ).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: "Ada's Maths subscription" });
    expect(
      await within(row).findByText('From 2026/03/09: 1 X 15 mins, £15.00 a week'),
    ).toBeVisible();
    // The old plan stands until the renewal.
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^2 X 15 mins/);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('says a raise the server keeps waiting for the family starts once they have paid', async () => {
    const { dialog } = await openEdit(ADAS, { slots: [slot(4, 600)], changedBy: 'staff' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^3 X 15 mins/ }));
    await clickNext(dialog);
    await toggleSlots(dialog, 'Friday 10:00');
    await clickNext(dialog);
    await userEvent.click(button(dialog, 'Confirm changes'));
    expect(
      await screen.findByText('Saved. The new plan starts once the family has paid for it.'),
    ).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: "Ada's Maths subscription" });
    expect(
      await within(row).findByText('New plan waiting for payment: 3 X 15 mins, £45.00 a week'),
    ).toBeVisible();
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('starts new times on the same plan straight away and shows the saved page', async () => {
    const { dialog } = await moveOneTime(ADAS);
    expect(onReview(dialog, 'New plan')).toHaveTextContent('2 X 15 mins, £30.00 a week');
    expect(onReview(dialog, 'Starts')).toHaveTextContent('Straight away');
    await userEvent.click(button(dialog, 'Confirm changes'));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(SUCCESS_PAGE()));
  });

  it('keeps a plan never paid for reading like a new one, and goes to its payment page', async () => {
    const unpaid = subscription({ payment_date: null, status: 'Pending' });
    const { dialog } = await moveOneTime(unpaid);
    expect(onReview(dialog, 'Plan')).toHaveTextContent('2 X 15 mins');
    expect(onReview(dialog, 'Weekly cost')).toHaveTextContent('£30.00');
    expect(within(dialog).queryByRole('row', { name: /^Starts/ })).not.toBeInTheDocument();
    await userEvent.click(button(dialog, 'Confirm changes'));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(PAYMENT_PAGE));
  });

  it('goes straight to the review when Platform Only is chosen', async () => {
    const { dialog } = await openEdit(ADAS);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Platform Only/ }));
    await clickNext(dialog);
    expect(onReview(dialog, 'New plan')).toHaveTextContent('Platform Only, £5.00 a week');
    expect(screen.queryByText(TUTOR_PLAN_QUESTION)).not.toBeInTheDocument();
  });

  it("shows the server's errors when saving fails", async () => {
    const { dialog } = await openEdit(ADAS, {
      changeReply: () => ({
        status: 409,
        body: {
          errors: ['No one tutor is free at all of those times. Please choose your times again.'],
        },
      }),
    });
    await clickNext(dialog);
    await within(dialog).findByText('Choose 2 weekly times: 2 of 2 chosen');
    await clickNext(dialog);
    await userEvent.click(button(dialog, 'Confirm changes'));
    const popup = await screen.findByRole('dialog', { name: 'Error:' });
    expect(popup).toHaveTextContent('No one tutor is free at all of those times.');
    expect(openPaymentPage).not.toHaveBeenCalled();
  });
});

describe('editing Platform Only', () => {
  it('asks whether a tutor plan was meant when Platform Only stays Platform Only', async () => {
    const { dialog } = await openEdit(PLATFORM_ONLY);
    await within(dialog).findByRole('radio', { name: /^Platform Only/ });
    await clickNext(dialog);
    const prompt = await screen.findByRole('dialog', { name: 'Did you mean a tutor plan?' });
    expect(prompt).toHaveTextContent(TUTOR_PLAN_QUESTION);

    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, choose a tutor plan' }));
    await waitFor(() => expect(screen.queryByText(TUTOR_PLAN_QUESTION)).not.toBeInTheDocument());
    expect(within(dialog).getByRole('radio', { name: /^1 X 15 mins/ })).toBeVisible();

    await clickNext(dialog);
    await userEvent.click(await screen.findByRole('button', { name: 'No, keep Platform Only' }));
    expect(onReview(dialog, 'New plan')).toHaveTextContent('Platform Only, £5.00 a week');
  });

  it('does not ask when a tutor plan is chosen', async () => {
    const { dialog } = await openEdit(PLATFORM_ONLY, { slots: [slot(1, 900)] });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^1 X 15 mins/ }));
    await clickNext(dialog);
    expect(
      await within(dialog).findByRole('checkbox', { name: 'Tuesday 15:00' }),
    ).not.toBeChecked();
    expect(screen.queryByText(TUTOR_PLAN_QUESTION)).not.toBeInTheDocument();
  });

  it("shows 'Loading...' for the cost until the prices arrive", async () => {
    let answer: (response: TransportResponse) => void = () => {};
    const prices = new Promise<TransportResponse>((resolve) => (answer = resolve));
    const { dialog } = await openEdit(PLATFORM_ONLY, { productsReply: () => prices });
    await clickNext(dialog);
    await userEvent.click(await screen.findByRole('button', { name: 'No, keep Platform Only' }));
    expect(onReview(dialog, 'New plan')).toHaveTextContent('Platform Only, Loading...');
    expect(onReview(dialog, 'Starts')).toHaveTextContent('Loading...');

    answer({ status: 200, body: PRODUCTS });
    await waitFor(() =>
      expect(onReview(dialog, 'New plan')).toHaveTextContent('Platform Only, £5.00 a week'),
    );
    expect(onReview(dialog, 'Starts')).toHaveTextContent('Straight away');
  });
});
