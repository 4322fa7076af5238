import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatLondonDate, formatLondonWeekdayDate } from '../../../lib/londonTime';
import { callsTo, openAs } from '../testing/fakeSessionServer';
import { aSentReport } from '../testing/reportFixtures';
import { aSession, sessionInDays } from '../testing/sessionFixtures';

describe('/student/sessions', () => {
  it('lists the upcoming sessions with Date, Time, Subject, Tutor and Status', async () => {
    const session = sessionInDays(2, { paid: false, status: 'Scheduled' });
    const { transport } = openAs('STUDENT', '/student/sessions', { sessions: [session] });
    const table = await screen.findByRole('table', { name: 'Upcoming sessions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Time', 'Subject', 'Tutor', 'Status']);
    const row = await within(table).findByRole('row', { name: /Maths/ });
    expect(row).toHaveTextContent(
      `${formatLondonDate(new Date(session.session_date_time))}17:00MathsTomScheduled`,
    );
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      `/student/session/${encodeURIComponent(session._id)}`,
    );
    expect(callsTo(transport, 'session/list/upcoming')[0]!.query).toContainEqual([
      'student_id',
      'id-STUDENT',
    ]);
  });

  it('asks for two weeks ahead, then one more week each time', async () => {
    const user = userEvent.setup();
    const { transport } = openAs('STUDENT', '/student/sessions', { sessions: [] });
    const loadNext = await screen.findByRole('button', {
      name: 'No upcoming sessions this week, click here to try loading the next week',
    });
    await user.click(loadNext);
    await waitFor(() => expect(callsTo(transport, 'session/list/upcoming')).toHaveLength(2));
    const days = callsTo(transport, 'session/list/upcoming').map(({ query }) => {
      const bound = (name: string) => Date.parse(query.find(([key]) => key === name)![1]);
      return Math.round((bound('before_time') - bound('after_time')) / 86_400_000);
    });
    expect(days).toEqual([14, 21]);
  });
});

describe("/student/sessions' notes from the tutor", () => {
  const reported = (days: number, note: string) => {
    const session = sessionInDays(days, {
      _id: `s${-days}`,
      status: 'Attended',
      report_sent: true,
    });
    const report = aSentReport({
      session_id: session._id,
      session_date_time: session.session_date_time,
      note,
    });
    return { session, report };
  };

  it("shows what the tutor wrote after the child's last three reported sessions", async () => {
    const sent = [1, 2, 3, 4].map((days) => reported(-days, `Note ${days}`));
    const unreported = sessionInDays(-5, { _id: 's5', status: 'Attended' });
    const { transport } = openAs('STUDENT', '/student/sessions', {
      sessions: [unreported, ...sent.map(({ session }) => session)],
      reports: sent.map(({ report }) => report),
    });
    const notes = await screen.findByRole('region', { name: 'Notes from your tutor' });
    await waitFor(() => expect(within(notes).getAllByText(/^Note \d/)).toHaveLength(3));
    expect(
      within(notes)
        .getAllByText(/^Note \d/)
        .map((note) => note.textContent),
    ).toEqual(['Note 1', 'Note 2', 'Note 3']);
    const day = formatLondonWeekdayDate(new Date(sent[0]!.session.session_date_time));
    expect(within(notes).getByText(`Priya wrote after your session on ${day}:`)).toBeVisible();
    expect(within(notes).queryByText(/answers/)).not.toBeInTheDocument();
    expect(
      within(notes).getAllByRole('link', { name: 'See what to practise next' })[0],
    ).toHaveAttribute('href', '/session/s1/report');
    expect(callsTo(transport, 'session/list/past')[0]!.query).toContainEqual([
      'student_id',
      'id-STUDENT',
    ]);
    expect(callsTo(transport, 'session/s4/report')).toHaveLength(0);
  });

  it('is not there before any report is sent', async () => {
    const { transport } = openAs('STUDENT', '/student/sessions', {
      sessions: [sessionInDays(-1, { status: 'Attended' })],
    });
    await waitFor(() => expect(callsTo(transport, 'session/list/past')).toHaveLength(1));
    await screen.findByRole('table', { name: 'Upcoming sessions' });
    expect(screen.queryByText('Notes from your tutor')).not.toBeInTheDocument();
  });
});

describe("the student home's Join / Sessions button", () => {
  const START = '2025-01-06T17:00:00.000Z';

  // The home loads on its first visit; visited once beforehand, it shows at
  // the very minute the clock is set to.
  beforeAll(async () => {
    openAs('STUDENT', '/student', { sessions: [] });
    await screen.findByRole('link', { name: 'Sessions' });
    cleanup();
  });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Three minutes before the start: one minute before the window opens.
    vi.setSystemTime(new Date('2025-01-06T16:57:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('turns into Join for the open window of a paid session, checking every 10 seconds', async () => {
    openAs('STUDENT', '/student', { sessions: [aSession(START)] });
    expect(await screen.findByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'href',
      '/student/sessions',
    );
    expect(screen.getByTestId('next-session')).toHaveTextContent(
      'Maths with Tom: Starts in 3 mins',
    );

    await advance(50_000);
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    await advance(10_000);
    expect(await screen.findByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      `/student/session/${encodeURIComponent(aSession(START)._id)}`,
    );

    await advance(17 * 60_000);
    expect(await screen.findByRole('link', { name: 'Sessions' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('never offers Join for an unpaid session, and names the next one', async () => {
    const unpaid = aSession(START, { paid: false, status: 'Scheduled' });
    const nextWeek = aSession('2025-01-13T17:00:00.000Z', { _id: 'next-week' });
    openAs('STUDENT', '/student', { sessions: [unpaid, nextWeek] });
    await advance(5 * 60_000);
    expect(screen.getByRole('link', { name: 'Sessions' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByTestId('next-session')).toHaveTextContent(
      'Maths with Tom: Starts on Mon 13 Jan 17:00',
    );
  });
});
