import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Availability } from '../../../generated/api/schemas';
import { failed, openAs, sentTo } from '../../../test/openAs';
import {
  fakeTutorServer,
  slot,
  type TutorServerOptions,
  tutorNamed,
  weekOf,
} from '../testing/fakeTutorServer';

// meFor('TUTOR') signs in with tutor id 'id-TUTOR'.
const MY_WEEK = 'tutor/id-TUTOR/availability';

function openAvailability(week?: Availability, replies?: TutorServerOptions['replies']) {
  const server = fakeTutorServer({
    tutors: [tutorNamed('Tom')],
    weeks: week ? { 'id-TUTOR': week } : {},
    replies,
  });
  return openAs('TUTOR', '/tutor/availability', server);
}

const MONDAY_WEEK = weekOf([slot(0, 540), slot(0, 555, { busy: true }), slot(2, 1020)]);

const day = (name: string) => screen.getByRole('region', { name });
const idealHours = () => screen.getByLabelText(/^Ideal hours/);
const isRed = (label: string) => screen.getByText(label).style.color.includes('red');

async function startEditing() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
}

async function pick(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.selectOptions(screen.getByLabelText(label), value);
  }
}

function savedWeek(app: ReturnType<typeof openAvailability>): Availability {
  const [request] = sentTo(app, 'PUT', MY_WEEK);
  return request!.body as Availability;
}

describe('the weekly grid', () => {
  it('shows the slots by day, booked ones marked, read-only until Edit', async () => {
    openAvailability(MONDAY_WEEK);
    await waitFor(() => expect(within(day('Monday')).getByText('09:00')).toBeVisible());
    expect(within(day('Monday')).getByText('09:15')).toBeVisible();
    expect(within(day('Monday')).getByText('Booked')).toBeVisible();
    expect(within(day('Wednesday')).getByText('17:00')).toBeVisible();
    expect(idealHours()).toHaveValue(6);
    expect(idealHours()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it("says 'Not yet set.' when the tutor has no slots", async () => {
    openAvailability(weekOf([], 2));
    expect(await screen.findByText('Not yet set.')).toBeVisible();
    expect(idealHours()).toHaveValue(2);
  });

  it('shows an empty grid with ideal hours 2 when loading fails', async () => {
    openAvailability(undefined, { [`GET ${MY_WEEK}`]: () => failed(500, 'Database down') });
    expect(await screen.findByText('Not yet set.')).toBeVisible();
    expect(idealHours()).toHaveValue(2);
    expect(screen.queryByText(/Database down/)).not.toBeInTheDocument();
    // Saving from an empty grid would wipe the real week, so editing waits.
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
  });
});

describe('the availability picker', () => {
  it('keeps Add disabled with red labels until day, from and until are set', async () => {
    openAvailability(MONDAY_WEEK);
    await startEditing();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(['Day', 'From hour', 'From minute', 'Until hour', 'Until minute'].every(isRed)).toBe(
      true,
    );
    await pick({ Day: 'Tuesday', 'From hour': '09' });
    expect(isRed('Day')).toBe(false);
    expect(isRed('From minute')).toBe(false);
    expect(isRed('Until hour')).toBe(true);
    await pick({ 'Until hour': '10' });
    expect(add).toBeEnabled();
    expect(isRed('Until hour')).toBe(false);
  });

  it('sets the minute to 00 when an hour is chosen', async () => {
    openAvailability(MONDAY_WEEK);
    await startEditing();
    await pick({ 'From minute': '45', 'From hour': '11' });
    expect(screen.getByLabelText('From minute')).toHaveValue('00');
  });

  it('refuses a range whose start is not before its end', async () => {
    openAvailability(MONDAY_WEEK);
    await startEditing();
    await pick({ Day: 'Friday', 'From hour': '10', 'Until hour': '10' });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(isRed('From hour') && isRed('Until minute')).toBe(true);
    expect(isRed('Day')).toBe(false);
  });
});

describe('editing the week', () => {
  it('adds 15-minute slots up to but excluding the end, then saves and leaves edit mode', async () => {
    const app = openAvailability(MONDAY_WEEK);
    await startEditing();
    await pick({ Day: 'Thursday', 'From hour': '18', 'Until hour': '19' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const thursday = day('Thursday');
    for (const time of ['18:00', '18:15', '18:30', '18:45']) {
      expect(within(thursday).getByText(time)).toBeVisible();
    }
    expect(within(thursday).queryByText('19:00')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible();
    expect(savedWeek(app).availability[3]!.map((each) => each.time)).toEqual([
      1080, 1095, 1110, 1125,
    ]);
  });

  it('marks a removed slot deleted, and offers no remove for a booked one', async () => {
    const app = openAvailability(MONDAY_WEEK);
    await startEditing();
    expect(screen.queryByRole('button', { name: 'Remove Monday 09:15' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Monday 09:00' }));
    expect(within(day('Monday')).queryByText('09:00')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible();
    expect(savedWeek(app).availability[0]).toEqual([
      expect.objectContaining({ _id: 'slot-0-540', deleted: true }),
      expect.objectContaining({ _id: 'slot-0-555', busy: true, deleted: false }),
    ]);
  });

  it('brings back what the server has on Reset', async () => {
    openAvailability(MONDAY_WEEK);
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wednesday 17:00' }));
    expect(within(day('Wednesday')).queryByText('17:00')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await within(day('Wednesday')).findByText('17:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('asks for whole ideal hours of at least 2 before saving', async () => {
    openAvailability(MONDAY_WEEK);
    await startEditing();
    await userEvent.clear(idealHours());
    await userEvent.type(idealHours(), '1');
    expect(screen.getByText('Must be whole number greater than or equal to 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(idealHours(), '2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows the server's refusal in red and keeps the edits", async () => {
    openAvailability(MONDAY_WEEK, {
      [`PUT ${MY_WEEK}`]: () => failed(409, 'Monday 09:15 is booked and cannot be removed'),
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Monday 09:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error: Monday 09:15 is booked and cannot be removed'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(within(day('Monday')).queryByText('09:00')).not.toBeInTheDocument();
  });
});
