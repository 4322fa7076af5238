import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { londonInstant } from '../../../lib/londonTime';
import { callsTo, openAs } from '../testing/fakeSessionServer';
import { openSessionsView } from '../testing/openSessionsView';
import { dateInputInDays, sessionInDays, sessionOnNext } from '../testing/sessionFixtures';
import { chooseAction } from '../testing/sessionMenus';
import { WEEKLY_SLOT_GONE_TEXT } from './RescheduleWeeklyDialog';

const tomorrow = sessionInDays(1, { _id: 'tomorrow' });
const nextWeek = sessionInDays(6, { _id: 'next-week' });
const conflict = (message: string) => () => ({ status: 409, body: { errors: [message] } });

const yes = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Yes' });

function openTutorHome(replies = {}) {
  return openAs('TUTOR', '/tutor', { sessions: [tomorrow, nextWeek], replies });
}

describe('Reschedule Single Session', () => {
  it('enables Yes only for a valid time in the future, then moves the session', async () => {
    const { transport } = openTutorHome();
    const dialog = await chooseAction('Upcoming sessions', 1, 'Reschedule Single Session');
    expect(dialog).toHaveTextContent(
      'Please do not bring a session forward by more than 48 hours, and agree the new time with the parent',
    );
    const date = within(dialog).getByLabelText('Date');
    expect(yes(dialog)).toBeDisabled();

    fireEvent.change(date, { target: { value: dateInputInDays(-1) } });
    expect(yes(dialog)).toBeDisabled();
    fireEvent.change(date, { target: { value: '' } });
    expect(yes(dialog)).toBeDisabled();
    fireEvent.change(date, { target: { value: dateInputInDays(3) } });
    await userEvent.selectOptions(within(dialog).getByLabelText('Hour'), '10');
    await userEvent.selectOptions(within(dialog).getByLabelText('Minute'), '30');
    expect(yes(dialog)).toBeEnabled();
    const listsBefore = callsTo(transport, 'session/list/upcoming').length;
    await userEvent.click(yes(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [year, month, day] = dateInputInDays(3).split('-').map(Number);
    const expected = londonInstant({
      year: year!,
      month: month!,
      day: day!,
      hours: 10,
      minutes: 30,
    });
    expect(callsTo(transport, 'session/reschedule')[0]!.query).toEqual([
      ['session_id', 'tomorrow'],
      ['subscription_id', 'subscription-1'],
      ['session_date_time', tomorrow.session_date_time],
      ['new_session_date_time', expected.toISOString()],
    ]);
    await waitFor(() =>
      expect(callsTo(transport, 'session/list/upcoming').length).toBeGreaterThan(listsBefore),
    );
  }, 15_000);

  it("shows the server's reason in red when the tutor is busy then", async () => {
    openTutorHome({
      'session/reschedule': conflict('The tutor has another session at that time'),
    });
    const dialog = await chooseAction('Upcoming sessions', 1, 'Reschedule Single Session');
    await userEvent.selectOptions(within(dialog).getByLabelText('Hour'), '18');
    await userEvent.click(yes(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The tutor has another session at that time',
    );
  });

  it('offers the hours the tutor is available that day, early ones included', async () => {
    // Every day at 06:00–06:45 and 19:30: a tutor who starts before 08:00.
    const day = [0, 15, 30, 45].map((minute) => ({ day_of_week: 0, time: 6 * 60 + minute }));
    const availability = Array.from({ length: 7 }, (_, weekday) =>
      [...day, { day_of_week: 0, time: 19 * 60 + 30 }].map((slot) => ({
        ...slot,
        day_of_week: weekday,
      })),
    );
    const { transport } = openAs('TUTOR', '/tutor', {
      sessions: [tomorrow, nextWeek],
      availability,
    });
    const dialog = await chooseAction('Upcoming sessions', 1, 'Reschedule Single Session');
    fireEvent.change(within(dialog).getByLabelText('Date'), {
      target: { value: dateInputInDays(3) },
    });
    const hour = within(dialog).getByLabelText('Hour');
    await waitFor(() =>
      expect(
        [...hour.querySelectorAll('option:enabled')].map((option) => option.textContent),
      ).toEqual(['06', '19']),
    );
    await userEvent.selectOptions(hour, '6');
    await userEvent.selectOptions(within(dialog).getByLabelText('Minute'), '0');
    expect(yes(dialog)).toBeEnabled();
    await userEvent.click(yes(dialog));
    await waitFor(() => expect(callsTo(transport, 'session/reschedule')).toHaveLength(1));
  }, 15_000);
});

describe('Reschedule Subscription', () => {
  it('enables Yes only when the day, hour or minute changes, and moves the weekly slot', async () => {
    const { transport } = openTutorHome();
    await chooseAction('Upcoming sessions', 1, 'Reschedule Subscription');
    // The dialog says 'Loading...' until the weekly booking has come, then
    // shows the pickers in a dialog of its own.
    expect(await screen.findByLabelText('Hour')).toHaveValue('17');
    const dialog = screen.getByRole('dialog', { name: 'Reschedule Subscription' });
    expect(yes(dialog)).toBeDisabled();
    const day = within(dialog).getByLabelText('Day');
    const otherDay = String((tomorrow.day_of_week + 1) % 7);
    await userEvent.selectOptions(day, otherDay);
    expect(yes(dialog)).toBeEnabled();
    await userEvent.selectOptions(day, String(tomorrow.day_of_week));
    expect(yes(dialog)).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Minute'), '45');
    expect(yes(dialog)).toBeEnabled();
    expect(within(dialog).getByLabelText('Hour').querySelectorAll('option:enabled')).toHaveLength(
      16,
    );

    await userEvent.click(yes(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(transport, 'subscription/subscription-1/reschedule')[0]!.body).toEqual({
      old_day_of_week: tomorrow.day_of_week,
      old_time: 17 * 60,
      new_day_of_week: tomorrow.day_of_week,
      new_time: 17 * 60 + 45,
      session_length: 15,
    });
  });
});

describe('moving the weekly slot of a session that was itself moved', () => {
  // The subscription is booked on Tuesdays at 16:30; this week's session
  // was moved to Wednesday at 18:00 on its own.
  const bookings = [
    { _id: 'weekly-1', day_of_week: 1, session_time: 16 * 60 + 30, session_length: 15 },
  ];
  const moved = sessionOnNext(2, 18, 0, { _id: 'moved', recurring_session_id: 'weekly-1' });

  it.each([
    ['tutor', 'Reschedule Subscription'],
    ['admin', 'Reschedule Future Sessions'],
  ] as const)(
    '%s: %s starts from the weekly booking and moves that booking',
    async (view, action) => {
      const transport = openSessionsView(view, { sessions: [moved], bookings });
      const dialog = await chooseAction('Upcoming sessions', 1, action);
      expect(await within(dialog).findByText(/session on Tuesday at 16:30/)).toBeVisible();
      expect(within(dialog).getByLabelText('Day')).toHaveValue('1');
      expect(within(dialog).getByLabelText('Hour')).toHaveValue('16');
      expect(within(dialog).getByLabelText('Minute')).toHaveValue('30');
      expect(yes(dialog)).toBeDisabled();

      await userEvent.selectOptions(within(dialog).getByLabelText('Day'), '3');
      await userEvent.click(yes(dialog));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(transport, 'subscription/subscription-1/reschedule')[0]!.body).toEqual({
        old_day_of_week: 1,
        old_time: 16 * 60 + 30,
        new_day_of_week: 3,
        new_time: 16 * 60 + 30,
        session_length: 15,
      });
    },
  );

  it('offers nothing to move when the subscription no longer has the booking', async () => {
    const { transport } = openAs('TUTOR', '/tutor', { sessions: [moved], bookings: [] });
    const dialog = await chooseAction('Upcoming sessions', 1, 'Reschedule Subscription');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WEEKLY_SLOT_GONE_TEXT);
    expect(within(dialog).queryByLabelText('Day')).toBeNull();
    expect(yes(dialog)).toBeDisabled();
    expect(callsTo(transport, 'subscription/subscription-1/reschedule')).toEqual([]);
  });
});

describe('Cancel Single Session', () => {
  it('cancels a session within 48 hours straight away', async () => {
    const { transport } = openTutorHome();
    const dialog = await chooseAction('Upcoming sessions', 1, 'Cancel Single Session');
    expect(within(dialog).queryByRole('button', { name: 'Reschedule instead' })).toBeNull();
    await userEvent.click(yes(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(transport, 'session/cancel')[0]).toMatchObject({ method: 'PUT' });
    const table = screen.getByRole('table', { name: 'Upcoming sessions' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cancelled'),
    );
    expect(within(within(table).getAllByRole('row')[1]!).queryByRole('button')).toBeNull();
  });

  it('offers to reschedule or substitute instead when more than 48 hours ahead', async () => {
    openTutorHome();
    const dialog = await chooseAction('Upcoming sessions', 2, 'Cancel Single Session');
    expect(within(dialog).getByRole('button', { name: 'Substitute instead' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule instead' }));
    expect(await screen.findByRole('dialog', { name: 'Reschedule Single Session' })).toBeVisible();
  });
});

describe('Substitute', () => {
  it("shows the server's reason when no tutor can take a single session", async () => {
    openTutorHome({ 'session/substitute': conflict('No other tutor is free at that time') });
    const cancel = await chooseAction('Upcoming sessions', 2, 'Cancel Single Session');
    await userEvent.click(within(cancel).getByRole('button', { name: 'Substitute instead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Substitute Single Session' });
    await userEvent.click(yes(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No other tutor is free at that time');
    expect(alert).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
  });

  it('says the subscription could not be handed over when the server gives no reason', async () => {
    openTutorHome({
      'subscription/subscription-1/substitute': () => ({ status: 200, body: { success: false } }),
    });
    const dialog = await chooseAction('Upcoming sessions', 1, 'Substitute Subscription Tutor');
    await userEvent.click(yes(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to substiute subscription',
    );
  });

  it('says which weekly time has no free tutor and keeps Yes disabled until closed', async () => {
    const { transport } = openTutorHome({
      'subscription/subscription-1/substitute': conflict(
        'No other tutor is free on Tuesday at 17:00',
      ),
    });
    let dialog = await chooseAction('Upcoming sessions', 1, 'Substitute Subscription Tutor');
    await userEvent.click(yes(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No other tutor is free on Tuesday at 17:00',
    );
    expect(yes(dialog)).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await chooseAction('Upcoming sessions', 1, 'Substitute Subscription Tutor');
    expect(yes(dialog)).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(callsTo(transport, 'subscription/subscription-1/substitute')).toHaveLength(1);
  });
});
