import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/renderApp';
import { callsTo, fakeSessionServer } from '../testing/fakeSessionServer';
import { sessionInDays } from '../testing/sessionFixtures';
import { ParentSessionTables } from './ParentSessionTables';

describe("the parent's session tables", () => {
  it("shows the children's upcoming and past sessions, asked for by the parent's id", async () => {
    const transport = fakeSessionServer('PARENT', {
      sessions: [sessionInDays(3), sessionInDays(-2, { status: 'Missed(tutor)' })],
    });
    renderWithProviders(<ParentSessionTables parentId="parent-1" />, { transport });
    const upcoming = await screen.findByRole('table', { name: 'Upcoming sessions' });
    expect(
      within(upcoming)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Time', 'Length', 'Subject', 'Student', 'Tutor', 'Status']);
    expect(await within(upcoming).findByText('Ada Lovelace')).toBeVisible();
    const past = screen.getByRole('table', { name: 'Past sessions' });
    expect(await within(past).findByText('Missed(tutor)')).toBeVisible();
    expect(within(past).getByRole('button', { name: 'Load Previous Week' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    expect(callsTo(transport, 'session/list/past')[0]!.query).toContainEqual([
      'parent_id',
      'parent-1',
    ]);
  });

  it("opens a past session's recording: the video streams with its pass, and who watched is listed", async () => {
    const watched = {
      _id: 'view-1',
      viewer_uid: 'parent-1',
      viewer_name: 'Sarah Lovelace',
      viewer_role: 'PARENT' as const,
      viewed_at: '2026-03-04T09:05:00.000Z',
      address: '203.0.113.7',
      range: null,
    };
    const transport = fakeSessionServer('PARENT', {
      sessions: [sessionInDays(-2, { recording_id: 'rec-1' }), sessionInDays(-1)],
      replies: {
        'recording/rec-1/playback': async () => ({
          status: 200,
          body: { url: '/api/recording/rec-1/stream?pass=p', expires_at: '2026-03-04T10:05:00Z' },
        }),
        'recording/rec-1/views': async () => ({ status: 200, body: [watched] }),
        'recording/rec-1/board': async () => ({ status: 200, body: { elements: [], files: {} } }),
      },
    });
    renderWithProviders(<ParentSessionTables parentId="parent-1" />, { transport });
    const past = await screen.findByRole('table', { name: 'Past sessions' });
    const watch = await within(past).findAllByRole('button', { name: 'Watch' });
    expect(watch).toHaveLength(1);
    await userEvent.click(watch[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Session recording' });
    const video = await within(dialog).findByLabelText('Session recording', { selector: 'video' });
    expect(video).toHaveAttribute('src', '/api/recording/rec-1/stream?pass=p');
    const viewers = await within(dialog).findByRole('table', { name: 'Who watched' });
    expect(within(viewers).getByText('Sarah Lovelace')).toBeVisible();
    expect(within(viewers).getByText('203.0.113.7')).toBeVisible();
    expect(within(dialog).getByText('Nothing was on the whiteboard yet.')).toBeVisible();
    expect(callsTo(transport, 'recording/rec-1/playback')[0]!.method).toBe('POST');
  });

  it("links a past session's report once the tutor has sent it", async () => {
    const transport = fakeSessionServer('PARENT', {
      sessions: [
        sessionInDays(-2, { _id: 'reported', status: 'Attended', report_sent: true }),
        sessionInDays(-1, { _id: 'unreported', status: 'Attended' }),
      ],
    });
    renderWithProviders(<ParentSessionTables parentId="parent-1" />, { transport });
    const past = await screen.findByRole('table', { name: 'Past sessions' });
    await within(past).findAllByText('Ada Lovelace');
    expect(
      within(past)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Report');
    const read = within(past).getAllByRole('link', { name: 'Read' });
    expect(read).toHaveLength(1);
    expect(read[0]).toHaveAttribute('href', '/session/reported/report');
  });
});
