import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Role, RoomToken } from '../../../generated/api/schemas';
import { callsTo, openAs } from '../testing/fakeSessionServer';
import { FakePeerConnection, fakeStream, fakeTrack } from '../testing/fakePeerConnection';
import { FakeSocket } from '../testing/fakeSocket';
import { aSession } from '../testing/sessionFixtures';

// The whiteboard, which opens with the channel, cannot draw in jsdom.
vi.mock('../room/whiteboard/LazyWhiteboard', () => ({ LazyWhiteboard: () => null }));

const ROOM: RoomToken = {
  token: 'room-token',
  channel_token: 'room-token',
  room_id: 'plytime-0123',
  provider: 'builtin',
  ice_servers: [],
  expires_at: '2025-01-06T17:15:00.000Z',
  recorded: true,
};

/** `role` on `path`, in a session that began a minute ago, joined with `room`. */
async function joinAs(role: Role, path: string, room: RoomToken) {
  const session = aSession(new Date(Date.now() - 60_000).toISOString(), { _id: 'session-1' });
  const { transport } = openAs(role, path, {
    sessions: [session],
    replies: {
      'session/session-1': async () => ({ status: 200, body: session }),
      'session/session-1/room': async () => ({ status: 200, body: room }),
      'session/session-1/register': async () => ({ status: 200, body: {} }),
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
  return transport;
}

describe('the session pages say whether the session is recorded', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const local = fakeStream(fakeTrack('audio'), fakeTrack('video'));
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => local) },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['STUDENT', '/student/session/session-1'],
    ['TUTOR', '/tutor/session/session-1'],
  ] as const)('to the %s', async (role, path) => {
    const transport = await joinAs(role, path, { ...ROOM, recorded: false });
    expect(await screen.findByText('This session is not being recorded')).toBeVisible();
    expect(callsTo(transport, 'session/session-1/room')).toHaveLength(1);
  });

  it.each([
    ['STUDENT', '/student/session/session-1'],
    ['TUTOR', '/tutor/session/session-1'],
  ] as const)('to the %s, when it is recorded', async (role, path) => {
    await joinAs(role, path, ROOM);
    expect(await screen.findByText('This session is recorded for safety')).toBeVisible();
    expect(screen.queryByText('This session is not being recorded')).not.toBeInTheDocument();
  });
});
