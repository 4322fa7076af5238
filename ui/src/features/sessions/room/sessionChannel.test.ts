import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MediaEvent } from '../../../generated/MediaEvent';
import { FakeSocket, lastSocket } from '../testing/fakeSocket';
import { SessionChannel } from './sessionChannel';

const OFFER: MediaEvent = { kind: 'offer', description: { type: 'offer', sdp: 'v=0\r\n' } };

describe('the session channel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds the media messages until a listener for them is there, in order', () => {
    const channel = new SessionChannel('ws://plytime.test/channel');
    const socket = lastSocket();
    socket.deliver({ type: 'welcome', connection: 'connection-1' });
    socket.deliver({ type: 'media', media: OFFER });
    socket.deliver({ type: 'signal', from: 'other', data: { candidate: null } });
    socket.deliver({ type: 'media', media: { kind: 'unsubscribed' } });

    const signals: unknown[] = [];
    channel.listen({ onSignal: (_from, data) => signals.push(data) });
    expect(signals).toEqual([{ candidate: null }]);

    const media: MediaEvent[] = [];
    channel.listen({ onMedia: (event) => media.push(event) });
    expect(media).toEqual([OFFER, { kind: 'unsubscribed' }]);

    socket.deliver({ type: 'media', media: { kind: 'failed', message: 'gone' } });
    expect(media).toEqual([OFFER, { kind: 'unsubscribed' }, { kind: 'failed', message: 'gone' }]);
  });

  it('drops held media messages of an earlier connection', async () => {
    const channel = new SessionChannel('ws://plytime.test/channel');
    lastSocket().deliver({ type: 'welcome', connection: 'connection-1' });
    lastSocket().deliver({ type: 'media', media: OFFER });
    lastSocket().drop();
    await vi.advanceTimersByTimeAsync(500);
    lastSocket().deliver({ type: 'welcome', connection: 'connection-2' });

    const media: MediaEvent[] = [];
    channel.listen({ onMedia: (event) => media.push(event) });
    expect(media).toEqual([]);
  });

  it('sends media requests to the server', () => {
    const channel = new SessionChannel('ws://plytime.test/channel');
    const description = { type: 'offer', sdp: 'v=0\r\n' };
    channel.send({ type: 'media', media: { kind: 'publish', description } });
    expect(lastSocket().sent).toEqual([{ type: 'media', media: { kind: 'publish', description } }]);
  });
});
