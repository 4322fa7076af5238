import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Subscription } from '../../../generated/Subscription';
import type { TransportResponse } from '../../../lib/api/transport';
import { openPaymentPage } from '../paymentPage';
import { sentTo } from '../../../test/openAs';
import {
  openSubscriptions,
  type SubscriptionServerOptions,
} from '../testing/fakeSubscriptionServer';
import { PRODUCTS, slot, subscription } from '../testing/fixtures';
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

function costOnReview(dialog: HTMLElement) {
  const review = within(dialog).getByRole('table', { name: 'Review' });
  return within(within(review).getByRole('row', { name: /Weekly cost/ })).getByRole('cell');
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

  it('changes the plan and times, shows the new cost and saves them', async () => {
    const { dialog, ...app } = await openEdit(ADAS, { slots: [slot(4, 600)] });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^3 X 15 mins/ }));
    await clickNext(dialog);
    await within(dialog).findByText('Choose 3 weekly times: 2 of 3 chosen');
    expect(button(dialog, 'Next')).toBeDisabled();
    await toggleSlots(dialog, 'Friday 10:00');
    await clickNext(dialog);
    expect(costOnReview(dialog)).toHaveTextContent('£45.00');

    await userEvent.click(button(dialog, 'Confirm changes'));
    const origin = window.location.origin;
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith(`${origin}/parent/subscriptions?status=success`),
    );
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

  it('goes straight to the review when Platform Only is chosen', async () => {
    const { dialog } = await openEdit(ADAS);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Platform Only/ }));
    await clickNext(dialog);
    expect(costOnReview(dialog)).toHaveTextContent('£5.00');
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
    expect(costOnReview(dialog)).toHaveTextContent('£5.00');
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
    expect(costOnReview(dialog)).toHaveTextContent('Loading...');

    answer({ status: 200, body: PRODUCTS });
    await waitFor(() => expect(costOnReview(dialog)).toHaveTextContent('£5.00'));
  });
});
