import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '../../../generated/api/schemas';
import type { TransportResponse } from '../../../lib/api/transport';
import { callsTo, openAs } from '../testing/fakeSessionServer';
import { aSession } from '../testing/sessionFixtures';

const START = '2025-01-06T17:00:00.000Z';

function openSession(session: Session | null, room?: TransportResponse) {
  return openAs('STUDENT', '/student/session/session-1', {
    sessions: [],
    replies: {
      'session/session-1': async () =>
        session
          ? { status: 200, body: session }
          : { status: 404, body: { errors: ['No such session'] } },
      'session/session-1/room': async () =>
        room ?? { status: 500, body: { errors: ['unexpected'] } },
    },
  });
}

const status = () => screen.findByTestId('room-status');

describe('the student video session page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-01-06T16:49:30.000Z'));
    // jsdom has no WebRTC; a browser that has it is what is tested here.
    vi.stubGlobal('RTCPeerConnection', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is EARLY with its countdown until 2 minutes before the start', async () => {
    openSession(aSession(START, { _id: 'session-1' }));
    expect(await status()).toHaveAttribute('data-status', 'EARLY');
    expect(screen.getByTestId('countdown')).toHaveTextContent('Starts in 10 mins');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('offers Join when READY, and shows why the server refuses the room', async () => {
    vi.setSystemTime(new Date('2025-01-06T16:59:30.000Z'));
    const { transport } = openSession(aSession(START, { _id: 'session-1' }), {
      status: 409,
      body: { errors: ['This session was cancelled'] },
    });
    expect(await status()).toHaveAttribute('data-status', 'READY');
    expect(screen.getByTestId('countdown')).toHaveTextContent('Starting now');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: This session was cancelled');
    expect(callsTo(transport, 'session/session-1/room')).toHaveLength(1);
  });

  it('offers no Join for a session that is not paid for', async () => {
    vi.setSystemTime(new Date('2025-01-06T17:01:00.000Z'));
    openSession(aSession(START, { _id: 'session-1', paid: false, status: 'Scheduled' }));
    expect(await status()).toHaveAttribute('data-status', 'READY');
    expect(screen.getByText('This session is not paid for, so it cannot be joined.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says when there is no such session', async () => {
    openSession(null);
    expect(await screen.findByText('Error: No such session')).toBeVisible();
  });

  it('is FINISHED after the end and shows the attendance', async () => {
    vi.setSystemTime(new Date('2025-01-06T18:00:00.000Z'));
    openSession(aSession(START, { _id: 'session-1', status: 'Attended' }));
    expect(await status()).toHaveAttribute('data-status', 'FINISHED');
    expect(screen.getByTestId('countdown')).toHaveTextContent(/^Was on /);
    expect(screen.getByTestId('attendance')).toHaveTextContent(
      'This session has finished: Attended.',
    );
  });
});
