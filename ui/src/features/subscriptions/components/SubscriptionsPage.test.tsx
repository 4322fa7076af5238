import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CANCELLED_TEXT } from '../hooks/useCancelSubscription';
import { openPaymentPage } from '../paymentPage';
import { failed, sentTo } from '../../../test/openAs';
import { renderWithProviders } from '../../../test/renderApp';
import { openSubscriptions } from '../testing/fakeSubscriptionServer';
import {
  CHANGE_PAYMENT_PAGE,
  PAYMENT_PAGE,
  pendingChange,
  subscription,
} from '../testing/fixtures';
import { OOPS_TEXT } from '../wizard/payState';
import { PAYMENT_DECLINED_TEXT, PAYMENT_SUCCESS_TEXT } from './PaymentReturnNotice';
import { PendingChangeLine } from './PendingChangeLine';

vi.mock('../paymentPage', () => ({ openPaymentPage: vi.fn() }));

beforeEach(() => vi.mocked(openPaymentPage).mockClear());

const ACTIVE = subscription();
const PENDING = subscription({
  _id: 'sub-2',
  student: { _id: 'student-ben', name: 'Ben' },
  session_option: 'Platform Only',
  tutor: null,
  payment_amount: '5.00',
  payment_date: null,
  assigned_sessions: [],
  status: 'Pending',
});
const CANCELLED = subscription({
  _id: 'sub-3',
  student: { _id: 'student-cy', name: 'Cy' },
  cancelled: true,
  status: 'Cancelled',
});

function rowOf(name: string) {
  return screen.findByRole('row', { name: `${name}'s Maths subscription` });
}

describe('the subscriptions table', () => {
  it("says 'You have no subscriptions' when there are none", async () => {
    openSubscriptions();
    expect(await screen.findByText('You have no subscriptions')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New subscription' })).toBeVisible();
  });

  it('shows status, plan, student, subject, tutor, weekly price and times', async () => {
    openSubscriptions({ subscriptions: [ACTIVE, PENDING, CANCELLED] });
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent);
    expect(cells(await rowOf('Ada'))).toEqual([
      'Active',
      '2 X 15 mins',
      'Ada',
      'Maths',
      'Owen Jones',
      '£30.00',
      'Monday 16:00, Wednesday 16:15',
    ]);
    expect(cells(await rowOf('Ben'))).toEqual([
      'Pending',
      'Platform Only',
      'Ben',
      'Maths',
      '—',
      '£5.00',
      '—',
    ]);
    expect(cells(await rowOf('Cy'))[0]).toBe('Cancelled');
  });

  it('offers Edit and Cancel only on subscriptions that are not cancelled', async () => {
    openSubscriptions({ subscriptions: [ACTIVE, PENDING, CANCELLED] });
    for (const name of ['Ada', 'Ben']) {
      expect(within(await rowOf(name)).getByRole('button', { name: /^Actions for/ })).toBeVisible();
    }
    expect(within(await rowOf('Cy')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: "Actions for Ada's Maths subscription" }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit Subscription',
      'Cancel Subscription',
    ]);
  });
});

describe('Finish paying in a pending subscription’s menu', () => {
  const openMenuOf = async (name: string) => {
    await userEvent.click(within(await rowOf(name)).getByRole('button', { name: /^Actions for/ }));
    return screen.findAllByRole('menuitem');
  };

  it('comes first, and goes to the payment page the plan was bought on', async () => {
    const app = openSubscriptions({ subscriptions: [ACTIVE, PENDING] });
    const items = await openMenuOf('Ben');
    expect(items.map((item) => item.textContent)).toEqual([
      'Finish paying',
      'Edit Subscription',
      'Cancel Subscription',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Finish paying' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(PAYMENT_PAGE));
    // Saved unchanged: the server answers an unpaid plan's own payment page.
    expect(sentTo(app, 'PUT', 'subscription/sub-2').map((request) => request.body)).toEqual([
      expect.objectContaining({ session_option: 'Platform Only', slots: [] }),
    ]);
  });

  it('is not offered on a paid subscription', async () => {
    openSubscriptions({ subscriptions: [ACTIVE, PENDING] });
    const items = await openMenuOf('Ada');
    expect(items.map((item) => item.textContent)).not.toContain('Finish paying');
  });

  it('says why when the payment page cannot be opened', async () => {
    openSubscriptions({
      subscriptions: [PENDING],
      changeReply: () => failed(409, 'These times are no longer free'),
    });
    await openMenuOf('Ben');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Finish paying' }));
    expect(await screen.findByTestId('pay-error')).toHaveTextContent(
      'These times are no longer free',
    );
    expect(openPaymentPage).not.toHaveBeenCalled();
  });
});

describe('a change of plan still waiting', () => {
  const RAISED = subscription({ pending_change: pendingChange() });
  const LOWERED = subscription({
    pending_change: pendingChange({
      session_option: '1 X 15 mins',
      payment_amount: '15.00',
      takes_effect: 'next_renewal',
      checkout_url: null,
    }),
  });

  it('for payment shows beside the plan that stands, with Finish paying', async () => {
    const app = openSubscriptions({ subscriptions: [RAISED] });
    const row = await rowOf('Ada');
    const plan = within(row).getAllByRole('cell')[1]!;
    expect(plan).toHaveTextContent(
      /^2 X 15 mins\s*New plan waiting for payment: 3 X 15 mins, £45.00 a week/,
    );
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent('£30.00');

    await userEvent.click(within(row).getByRole('button', { name: 'Finish paying' }));
    expect(openPaymentPage).toHaveBeenCalledWith(CHANGE_PAYMENT_PAGE);
    // The change's own payment page: nothing is saved again to find it.
    expect(sentTo(app, 'PUT', 'subscription/sub-1')).toEqual([]);
  });

  it('for the renewal shows from when, with nothing to pay', async () => {
    openSubscriptions({ subscriptions: [LOWERED] });
    const row = await rowOf('Ada');
    expect(within(row).getByText('From 2026/03/09: 1 X 15 mins, £15.00 a week')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Finish paying' })).not.toBeInTheDocument();
  });

  it('shows no Finish paying where someone other than the family reads it', async () => {
    renderWithProviders(<PendingChangeLine subscription={RAISED} />);
    expect(
      await screen.findByText('New plan waiting for payment: 3 X 15 mins, £45.00 a week'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when no change waits', async () => {
    openSubscriptions({ subscriptions: [subscription()] });
    const row = await rowOf('Ada');
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^2 X 15 mins$/);
  });
});

describe('cancelling', () => {
  it('asks first, then cancels and shows the row as Cancelled without actions', async () => {
    const app = openSubscriptions({ subscriptions: [ACTIVE] });
    await userEvent.click(
      await screen.findByRole('button', { name: "Actions for Ada's Maths subscription" }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    expect(sentTo(app, 'DELETE', 'subscription/sub-1')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(CANCELLED_TEXT)).toBeVisible();
    expect(sentTo(app, 'DELETE', 'subscription/sub-1')).toEqual([
      expect.objectContaining({ method: 'DELETE' }),
    ]);
    await waitFor(async () =>
      expect(within(await rowOf('Ada')).getAllByRole('cell')[0]).toHaveTextContent('Cancelled'),
    );
    expect(within(await rowOf('Ada')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the subscription when the parent changes their mind', async () => {
    const app = openSubscriptions({ subscriptions: [ACTIVE] });
    await userEvent.click(
      await screen.findByRole('button', { name: "Actions for Ada's Maths subscription" }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel Subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep subscription' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel Subscription' })).not.toBeInTheDocument(),
    );
    expect(sentTo(app, 'DELETE', 'subscription/sub-1')).toEqual([]);
  });
});

describe('coming back from the payment page', () => {
  it('with status=success says the subscription is saved', async () => {
    openSubscriptions({ subscriptions: [ACTIVE] }, '/parent/subscriptions?status=success');
    expect(await screen.findByText(PAYMENT_SUCCESS_TEXT)).toBeVisible();
    expect(screen.queryByText(OOPS_TEXT)).not.toBeInTheDocument();
  });

  it('with status=error tells the parent plainly that the payment was declined', async () => {
    openSubscriptions({ subscriptions: [PENDING] }, '/parent/subscriptions?status=error');
    expect(await screen.findByText(PAYMENT_DECLINED_TEXT)).toBeVisible();
    expect(screen.queryByText(OOPS_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_SUCCESS_TEXT)).not.toBeInTheDocument();
  });

  it('drops the message (and the query) once closed', async () => {
    const { router } = openSubscriptions({}, '/parent/subscriptions?status=success');
    const notice = await screen.findByRole('status');
    await userEvent.click(within(notice).getByRole('button'));
    expect(screen.queryByText(PAYMENT_SUCCESS_TEXT)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows nothing without a status', async () => {
    openSubscriptions();
    await screen.findByText('You have no subscriptions');
    expect(screen.queryByText(PAYMENT_SUCCESS_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(OOPS_TEXT)).not.toBeInTheDocument();
  });
});
