import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ONE_TO_ONE_ONLY } from '../features/sessions/components/TutorSessionPage';
import { openAs } from '../features/sessions/testing/fakeSessionServer';
import { aSession } from '../features/sessions/testing/sessionFixtures';

/** The tutor's page of Ada's session with Tom, which began a minute ago, as `role` opens it. */
function tutorsRoom(role: 'TUTOR' | 'ADMIN' = 'TUTOR') {
  const session = aSession(new Date(Date.now() - 60_000).toISOString(), { _id: 'session-1' });
  return openAs(role, '/tutor/session/session-1', {
    sessions: [session],
    replies: { 'session/session-1': async () => ({ status: 200, body: session }) },
  });
}

const layout = () => screen.findByTestId('room-layout');
const PANEL = 'Trend, Focus and Answers';

describe("the tutor's room", () => {
  it('opens board first, and keeps video first for next time once chosen', async () => {
    tutorsRoom();
    expect(await layout()).toHaveAttribute('data-view', 'board');
    await userEvent.click(screen.getByText('Video first'));
    expect(await layout()).toHaveAttribute('data-view', 'video');
    cleanup();

    tutorsRoom();
    expect(await layout()).toHaveAttribute('data-view', 'video');
  });

  it('reads anything else kept in the browser as board first', async () => {
    localStorage.setItem('plytime.room-view', JSON.stringify('sideways'));
    tutorsRoom();
    expect(await layout()).toHaveAttribute('data-view', 'board');
  });

  it("opens the student's Trend, Focus and Answers beside the board, and closes them", async () => {
    tutorsRoom();
    const button = await screen.findByRole('button', { name: PANEL });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await layout()).toHaveAttribute('data-panel', 'closed');

    await userEvent.click(button);
    const panel = screen.getByRole('complementary', { name: PANEL });
    expect(await within(panel).findByRole('tab', { name: 'Trend' })).toBeVisible();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await layout()).toHaveAttribute('data-panel', 'open');
    expect(screen.getByTestId('room-layout')).toContainElement(panel);

    await userEvent.click(button);
    expect(screen.queryByRole('complementary', { name: PANEL })).not.toBeInTheDocument();
  });

  it('tells an admin, who cannot join a built-in call, that it is live and what they can do', async () => {
    tutorsRoom('ADMIN');
    expect(await screen.findByTestId('room-status')).toHaveTextContent('Live now');
    expect(screen.getByText(ONE_TO_ONE_ONLY)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: PANEL })).toBeVisible();
  });
});
