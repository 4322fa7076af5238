import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportResponse } from '../../../lib/api/transport';
import { formatLondonDate } from '../../../lib/londonTime';
import { STAFF_REFRESH_MS } from '../rules/sessionWeeks';
import { callsTo, openAs } from '../testing/fakeSessionServer';
import { aSession, sessionInDays } from '../testing/sessionFixtures';

const DAY_MS = 24 * 60 * 60_000;

const tomorrow = sessionInDays(1, { _id: 'tomorrow' });
const inThreeWeeks = sessionInDays(16, {
  _id: 'in-three-weeks',
  student: { _id: 'student-ben', name: 'Ben Lovelace', first_name: 'Ben', school_year: 5 },
});
const lastWeek = sessionInDays(-3, { _id: 'last-week', status: 'Attended' });
const twoWeeksAgo = sessionInDays(-10, { _id: 'two-weeks-ago', status: 'Missed(student)' });

const table = (name: string) => screen.findByRole('table', { name });
const rowsOf = async (name: string) => within(await table(name)).getAllByRole('row');

/** How many days the last request for `list` spanned. */
function lastWindowDays(transport: ReturnType<typeof openAs>['transport'], list: string) {
  const request = callsTo(transport, `session/list/${list}`).at(-1)!;
  const value = (name: string) => Date.parse(request.query.find(([key]) => key === name)![1]);
  return Math.round((value('before_time') - value('after_time')) / DAY_MS);
}

describe("the tutor home's session tables", () => {
  it('lists the next two weeks and the last week for the signed-in tutor', async () => {
    const { transport } = openAs('TUTOR', '/tutor', {
      sessions: [tomorrow, inThreeWeeks, lastWeek, twoWeeksAgo],
    });
    const upcoming = await table('Upcoming sessions');
    const headers = within(upcoming)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Time',
      'Length',
      'Subject',
      'Student',
      'Year / level',
      'Status',
      'Actions',
    ]);
    const firstRow = within(upcoming).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent(formatLondonDate(new Date(tomorrow.session_date_time)));
    expect(firstRow).toHaveTextContent('15 mins');
    expect(firstRow).toHaveTextContent('Ada Lovelace');
    expect(firstRow).toHaveTextContent('Year 3 / On track');
    expect(screen.queryByText('Ben Lovelace')).not.toBeInTheDocument();
    expect(await rowsOf('Past sessions')).toHaveLength(3);
    expect(screen.getByText('Attended')).toBeVisible();

    const upcomingCall = callsTo(transport, 'session/list/upcoming')[0]!;
    expect(upcomingCall.query).toContainEqual(['tutor_id', 'tutor-tom']);
    expect(lastWindowDays(transport, 'upcoming')).toBe(14);
    expect(lastWindowDays(transport, 'past')).toBe(7);
  });

  it('loads one more week each time a load row is clicked', async () => {
    const { transport } = openAs('TUTOR', '/tutor', {
      sessions: [tomorrow, inThreeWeeks, lastWeek, twoWeeksAgo],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load Next Week' }));
    expect(await screen.findByText('Ben Lovelace')).toBeVisible();
    expect(lastWindowDays(transport, 'upcoming')).toBe(21);

    await userEvent.click(screen.getByRole('button', { name: 'Load Previous Week' }));
    expect(await screen.findByText('Missed(student)')).toBeVisible();
    expect(lastWindowDays(transport, 'past')).toBe(14);
  });

  it('says when a window is empty and loads the next week from that row', async () => {
    const { transport } = openAs('TUTOR', '/tutor', { sessions: [inThreeWeeks] });
    const emptyUpcoming = await screen.findByRole('button', {
      name: 'No upcoming sessions this week, click here to try loading the next week',
    });
    expect(
      screen.getByRole('button', {
        name: 'No past sessions this week, click here to try loading the previous week',
      }),
    ).toBeVisible();
    await userEvent.click(emptyUpcoming);
    expect(await screen.findByText('Ben Lovelace')).toBeVisible();
    expect(lastWindowDays(transport, 'upcoming')).toBe(21);
    expect(screen.getByRole('button', { name: 'Load Next Week' })).toBeVisible();
  });

  it('refuses to load another week while one is loading', async () => {
    let release: () => void = () => {};
    const { transport } = openAs('TUTOR', '/tutor', {
      sessions: [tomorrow],
      listReply: (request, sessions) => {
        const reply: TransportResponse = { status: 200, body: sessions };
        const isFirst = callsTo(transport, request.path).length === 1;
        return isFirst ? reply : new Promise((done) => (release = () => done(reply)));
      },
    });
    const loadNext = await screen.findByRole('button', { name: 'Load Next Week' });
    await userEvent.click(loadNext);
    await waitFor(() => expect(loadNext).toBeDisabled());
    await userEvent.click(loadNext);
    expect(callsTo(transport, 'session/list/upcoming')).toHaveLength(2);
    release();
    await waitFor(() => expect(loadNext).toBeEnabled());
    expect(lastWindowDays(transport, 'upcoming')).toBe(21);
  });

  it('puts a session that can be joined now above the table, with Open, and says so in its row', async () => {
    const live = aSession(new Date(Date.now() - 60_000).toISOString(), { _id: 'live' });
    openAs('TUTOR', '/tutor', { sessions: [live, tomorrow] });
    const banner = await screen.findByTestId('live-now');
    expect(banner).toHaveTextContent('Live now');
    expect(banner).toHaveTextContent('Ada Lovelace · Maths');
    expect(within(banner).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/tutor/session/live',
    );
    const [, liveRow, tomorrowRow] = await rowsOf('Upcoming sessions');
    expect(within(liveRow!).getByText('Live now')).toBeVisible();
    expect(within(tomorrowRow!).queryByText('Live now')).not.toBeInTheDocument();
  });

  it('shows no Live now without a session open', async () => {
    openAs('TUTOR', '/tutor', { sessions: [tomorrow] });
    await table('Upcoming sessions');
    expect(screen.queryByTestId('live-now')).not.toBeInTheDocument();
  });

  it('reloads both lists every 20 seconds, so changes made elsewhere show', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { transport } = openAs('TUTOR', '/tutor', { sessions: [tomorrow] });
      await table('Upcoming sessions');
      const loads = () =>
        ['upcoming', 'past'].map((list) => callsTo(transport, `session/list/${list}`).length);
      expect(loads()).toEqual([1, 1]);
      await act(() => vi.advanceTimersByTimeAsync(STAFF_REFRESH_MS));
      await waitFor(() => expect(loads()).toEqual([2, 2]));
    } finally {
      vi.useRealTimers();
    }
  });
});
