import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ok, sentTo } from '../../../test/openAs';
import { openPaymentPage } from '../paymentPage';
import { ADA, BEN, PAYMENT_PAGE, slot, subscription } from '../testing/fixtures';
import {
  button,
  choosePlan,
  chooseStudent,
  clickNext,
  fillUpToSlots,
  openNewWizard,
  toggleSlots,
} from '../testing/newWizardDriver';
import { SLOT_LIST_MAX_HEIGHT } from './SlotPicker';
import { WAITING_PLAN_ADVICE } from './WaitingPlanNotice';

vi.mock('../paymentPage', () => ({ openPaymentPage: vi.fn() }));

beforeEach(() => vi.mocked(openPaymentPage).mockClear());

const OFFER = [slot(0, 16 * 60), slot(0, 16 * 60 + 15), slot(0, 17 * 60 + 30)];

function stepLabels(dialog: HTMLElement) {
  return [...dialog.querySelectorAll('.mantine-Stepper-stepLabel')].map(
    (label) => label.textContent,
  );
}

describe('step 0: student, subject and level', () => {
  it('needs all three before Next', async () => {
    const { dialog } = await openNewWizard();
    // The children and the subjects come from two requests: wait for both.
    await within(dialog).findByRole('option', { name: 'Maths' });
    await within(dialog).findByRole('option', { name: 'Ada' });
    expect(button(dialog, 'Next')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Student/), 'Ada');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Subject/), 'Maths');
    expect(button(dialog, 'Next')).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Level/), '4. On track');
    expect(button(dialog, 'Next')).toBeEnabled();
  });

  it("lists only children without an active subscription, then 'Add new Student'", async () => {
    const { dialog } = await openNewWizard({ subscriptions: [subscription()] });
    await within(dialog).findByRole('option', { name: 'Ben' });
    const students = within(within(dialog).getByLabelText(/^Student/)).getAllByRole('option');
    expect(students.map((option) => option.textContent)).toEqual([
      'Choose…',
      'Ben',
      'Add new Student',
    ]);
  });

  it('numbers the levels 1 to 7', async () => {
    const { dialog } = await openNewWizard();
    const levels = within(within(dialog).getByLabelText(/^Level/)).getAllByRole('option');
    expect(levels.map((option) => option.textContent)).toEqual([
      'Choose…',
      '1. A year behind',
      '2. 6 Months behind',
      '3. 3 Months behind',
      '4. On track',
      '5. 3 months ahead',
      '6. 6 Months ahead',
      '7. A year ahead',
    ]);
  });

  it("'Add new Student' takes the parent to where children are added", async () => {
    const { dialog, router } = await openNewWizard({ students: [ADA, BEN] });
    await within(dialog).findByRole('option', { name: 'Add new Student' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Student/), 'Add new Student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent'));
  });
});

describe('step 0 for a child whose plan for the subject is waiting for payment', () => {
  const BENS_MATHS = subscription({
    _id: 'sub-ben-maths',
    student: { _id: BEN._id, name: 'Ben' },
    payment_date: null,
    status: 'Pending',
  });
  const waiting = (dialog: HTMLElement) =>
    within(dialog).queryByText("Ben's Maths plan is waiting for payment");

  it('offers to finish paying or to edit that plan instead of buying it again', async () => {
    const { dialog } = await openNewWizard({ subscriptions: [BENS_MATHS] });
    await chooseStudent(dialog, 'Ben');
    expect(waiting(dialog)).toBeVisible();
    expect(within(dialog).getByText(WAITING_PLAN_ADVICE)).toBeVisible();
    expect(button(dialog, 'Finish paying')).toBeEnabled();
    expect(button(dialog, 'Edit')).toBeEnabled();
    expect(button(dialog, 'Next')).toBeDisabled();

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Student/), 'Ada');
    expect(waiting(dialog)).not.toBeInTheDocument();
    expect(button(dialog, 'Next')).toBeEnabled();
  });

  it("Finish paying goes to that plan's payment page and buys nothing new", async () => {
    const { dialog, ...app } = await openNewWizard({
      subscriptions: [BENS_MATHS],
      changeReply: () => ok({ redirect_url: PAYMENT_PAGE }),
    });
    await chooseStudent(dialog, 'Ben');
    await userEvent.click(button(dialog, 'Finish paying'));

    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(PAYMENT_PAGE));
    expect(sentTo(app, 'PUT', 'subscription/sub-ben-maths')[0]?.body).toEqual({
      session_option: '2 X 15 mins',
      slots: [
        { day_of_week: 0, time: 960 },
        { day_of_week: 2, time: 975 },
      ],
      success_url: `${window.location.origin}/parent/subscriptions?status=success`,
      error_url: `${window.location.origin}/parent/subscriptions?status=error`,
    });
    expect(sentTo(app, 'POST', 'subscription')).toEqual([]);
  });

  it('Edit opens the edit wizard for that plan', async () => {
    const { dialog } = await openNewWizard({ subscriptions: [BENS_MATHS] });
    await chooseStudent(dialog, 'Ben');
    await userEvent.click(button(dialog, 'Edit'));
    expect(
      await screen.findByRole('dialog', { name: "Edit Ben's Maths subscription" }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'New subscription' })).not.toBeInTheDocument();
  });
});

describe('step 1: plan and preferred times', () => {
  it('needs a preferred day and time for a tutor plan', async () => {
    const { dialog } = await openNewWizard();
    await chooseStudent(dialog);
    await clickNext(dialog);
    await choosePlan(dialog, '2 X 15 mins', [], []);
    expect(button(dialog, 'Next')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    expect(button(dialog, 'Next')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Morning (08:00-11:45)' }));
    expect(button(dialog, 'Next')).toBeEnabled();
  });

  it('needs no preferred times for Platform Only, which has no Times step', async () => {
    const { dialog } = await openNewWizard();
    await chooseStudent(dialog);
    await clickNext(dialog);
    expect(stepLabels(dialog)).toEqual(['Student', 'Plan', 'Referral', 'Times', 'Review and pay']);
    await choosePlan(dialog, 'Platform Only');
    expect(within(dialog).queryByRole('checkbox', { name: 'Monday' })).not.toBeInTheDocument();
    expect(button(dialog, 'Next')).toBeEnabled();
    expect(stepLabels(dialog)).toEqual(['Student', 'Plan', 'Referral', 'Review and pay']);
  });

  it('shows each plan with its weekly price', async () => {
    const { dialog } = await openNewWizard();
    await chooseStudent(dialog);
    await clickNext(dialog);
    expect(
      await within(dialog).findByRole('radio', { name: 'Platform Only (£5.00 a week)' }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('radio', { name: '7 X 15 mins (£105.00 a week)' }),
    ).toBeVisible();
  });
});

describe('step 3: choosing the times', () => {
  it('asks for the preferred days and times and shows the offer as day and time', async () => {
    const { dialog, ...app } = await openNewWizard({ slots: OFFER });
    await fillUpToSlots(dialog);
    await within(dialog).findByRole('checkbox', { name: 'Monday 16:00' });
    for (const name of ['Monday 16:15', 'Monday 17:30']) {
      expect(within(dialog).getByRole('checkbox', { name })).toBeVisible();
    }
    expect(sentTo(app, 'POST', 'availability')[0]?.body).toEqual({
      subject: 'maths',
      session_option: '2 X 15 mins',
      availability: [{ day: 0, approx_time: 'Late Afternoon (15:00-17:45)' }],
    });
    expect(SLOT_LIST_MAX_HEIGHT).toBe(425);
  });

  it('toggles slots and confirms only with as many as the plan has sessions', async () => {
    const { dialog } = await openNewWizard({ slots: OFFER });
    await fillUpToSlots(dialog);
    expect(await within(dialog).findByText('Choose 2 weekly times: 0 of 2 chosen')).toBeVisible();
    await toggleSlots(dialog, 'Monday 16:00');
    expect(button(dialog, 'Next')).toBeDisabled();
    await toggleSlots(dialog, 'Monday 16:15');
    expect(within(dialog).getByText('Choose 2 weekly times: 2 of 2 chosen')).toBeVisible();
    expect(button(dialog, 'Next')).toBeEnabled();
    await toggleSlots(dialog, 'Monday 17:30');
    expect(button(dialog, 'Next')).toBeDisabled();
    await toggleSlots(dialog, 'Monday 16:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Monday 16:00' })).not.toBeChecked();
    expect(button(dialog, 'Next')).toBeEnabled();
  });

  it('clears the chosen slots when the approximate times change', async () => {
    const { dialog } = await openNewWizard({ slots: OFFER });
    await fillUpToSlots(dialog);
    await toggleSlots(dialog, 'Monday 16:00', 'Monday 16:15');
    await userEvent.click(button(dialog, 'Back'));
    await userEvent.click(button(dialog, 'Back'));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Early Evening (18:00-20:45)' }),
    );
    await clickNext(dialog);
    await clickNext(dialog);
    expect(await within(dialog).findByText('Choose 2 weekly times: 0 of 2 chosen')).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Monday 16:00' })).not.toBeChecked();
  });

  it('keeps the chosen slots when going back without changes', async () => {
    const { dialog } = await openNewWizard({ slots: OFFER });
    await fillUpToSlots(dialog);
    await toggleSlots(dialog, 'Monday 16:00');
    await userEvent.click(button(dialog, 'Back'));
    await clickNext(dialog);
    expect(await within(dialog).findByRole('checkbox', { name: 'Monday 16:00' })).toBeChecked();
  });
});

describe('closing the wizard', () => {
  it('starts afresh next time', async () => {
    const { dialog } = await openNewWizard();
    await chooseStudent(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'New subscription' }));
    const again = await screen.findByRole('dialog', { name: 'New subscription' });
    expect(within(again).getByLabelText(/^Student/)).toHaveValue('');
  });
});
