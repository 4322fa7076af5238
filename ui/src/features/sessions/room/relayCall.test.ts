import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MediaRequest } from '../../../generated/MediaRequest';
import { FakePeerConnection, fakeStream, fakeTrack } from '../testing/fakePeerConnection';
import { ICE_GATHERING_TIMEOUT_MS } from './iceGathering';
import { RelayCall } from './relayCall';

const ICE_SERVERS: RTCIceServer[] = [{ urls: 'stun:stun.example.org:3478' }];
const SERVER_ANSWER = { type: 'answer', sdp: 'v=0 the media server answers\r\n' };
const SERVER_OFFER = { type: 'offer', sdp: 'v=0 the other side, from the media server\r\n' };

/** Lets the promises run: the negotiation's steps are asynchronous. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const made = () => FakePeerConnection.made;
const last = () => FakePeerConnection.last();

function aCall() {
  const sent: MediaRequest[] = [];
  const remotes: (MediaStream | null)[] = [];
  const call = new RelayCall({
    iceServers: ICE_SERVERS,
    send: (media) => sent.push(media),
    onRemoteStream: (stream) => remotes.push(stream),
  });
  const microphone = fakeTrack('audio', 'microphone');
  const camera = fakeTrack('video', 'camera');
  const local = fakeStream(microphone, camera);
  return { call, sent, remotes, microphone, camera, local };
}

/** A call that has published its camera and microphone and had the answer. */
async function aPublishedCall() {
  const parts = aCall();
  parts.call.setLocalStream(parts.local);
  parts.call.welcomed('connection-1');
  const publisher = last();
  publisher.gather('1 1 udp 2122260223 192.0.2.10 50000 typ host');
  await settle();
  await parts.call.receive({ kind: 'published', description: SERVER_ANSWER });
  return { ...parts, publisher };
}

/** The other side's media comes in answer to the media server's offer. */
async function receiveOther(call: RelayCall) {
  const receiving = call.receive({ kind: 'offer', description: SERVER_OFFER });
  const subscriber = last();
  const stream = fakeStream(fakeTrack('audio', 'their-microphone'));
  subscriber.receive(stream);
  subscriber.gather('2 1 udp 2122260223 192.0.2.10 50002 typ host');
  await receiving;
  return { subscriber, stream };
}

describe('RelayCall, the recorded call through the media server', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePeerConnection.made = [];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('publishes a send-only offer of the camera and microphone once welcomed, with its candidates', async () => {
    const { call, sent, local, microphone, camera } = aCall();
    call.welcomed('connection-1');
    expect(made()).toHaveLength(0);

    call.setLocalStream(local);
    expect(made()).toHaveLength(1);
    const publisher = last();
    expect(publisher.config.iceServers).toEqual(ICE_SERVERS);
    expect(
      publisher.transceivers.map(({ trackOrKind, direction, streams }) => ({
        trackOrKind,
        direction,
        streams,
      })),
    ).toEqual([
      { trackOrKind: microphone, direction: 'sendonly', streams: [local] },
      { trackOrKind: camera, direction: 'sendonly', streams: [local] },
    ]);
    await settle();
    expect(sent).toEqual([]);

    publisher.gather('1 1 udp 2122260223 192.0.2.10 50000 typ host');
    await settle();
    expect(sent).toEqual([
      {
        kind: 'publish',
        description: {
          type: 'offer',
          sdp: 'v=0 offer 0\r\na=candidate:1 1 udp 2122260223 192.0.2.10 50000 typ host\r\n',
        },
      },
    ]);

    await call.receive({ kind: 'published', description: SERVER_ANSWER });
    expect(publisher.remoteDescription).toEqual(SERVER_ANSWER);
    expect(publisher.closed).toBe(false);
  });

  it('sends the offer with the candidates it has when gathering takes over 3 seconds', async () => {
    const { call, sent, local } = aCall();
    call.setLocalStream(local);
    call.welcomed('connection-1');
    last().find('1 1 udp 2122260223 192.0.2.10 50000 typ host');
    await vi.advanceTimersByTimeAsync(ICE_GATHERING_TIMEOUT_MS - 1);
    expect(sent).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent.at(0)?.description.sdp).toContain('a=candidate:1 1 udp');
  });

  it('answers the offer of the other side with a receive-only connection, and shows their media', async () => {
    const { call, sent, remotes, publisher } = await aPublishedCall();
    sent.length = 0;

    const { subscriber, stream } = await receiveOther(call);
    expect(subscriber).not.toBe(publisher);
    expect(subscriber.config.iceServers).toEqual(ICE_SERVERS);
    expect(subscriber.transceivers).toEqual([]);
    expect(subscriber.remoteDescription).toEqual(SERVER_OFFER);
    expect(remotes).toEqual([stream]);
    expect(sent).toEqual([
      {
        kind: 'answer',
        description: {
          type: 'answer',
          sdp: 'v=0 answer 1\r\na=candidate:2 1 udp 2122260223 192.0.2.10 50002 typ host\r\n',
        },
      },
    ]);
    expect(publisher.closed).toBe(false);
  });

  it('replaces the receiving connection with each offer', async () => {
    const { call, remotes, publisher } = await aPublishedCall();
    const first = await receiveOther(call);
    const second = await receiveOther(call);

    expect(first.subscriber.closed).toBe(true);
    expect(second.subscriber.closed).toBe(false);
    expect(publisher.closed).toBe(false);
    expect(remotes).toEqual([first.stream, null, second.stream]);
  });

  it('closes the receiving connection when the other side stops, and clears their media', async () => {
    const { call, remotes, publisher } = await aPublishedCall();
    const { subscriber } = await receiveOther(call);

    await call.receive({ kind: 'unsubscribed' });
    expect(subscriber.closed).toBe(true);
    expect(remotes.at(-1)).toBeNull();
    expect(publisher.closed).toBe(false);

    // They are back: another offer.
    const back = await receiveOther(call);
    expect(remotes.at(-1)).toBe(back.stream);
  });

  it('publishes again 2 seconds after the media server failed, with the camera still open', async () => {
    const { call, sent, remotes, publisher, microphone, camera, local } = await aPublishedCall();
    const { subscriber } = await receiveOther(call);
    sent.length = 0;

    await call.receive({ kind: 'failed', message: 'The media server cannot be reached' });
    expect(publisher.closed).toBe(true);
    expect(subscriber.closed).toBe(true);
    expect(remotes.at(-1)).toBeNull();
    expect(microphone.stop).not.toHaveBeenCalled();
    expect(camera.stop).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_999);
    expect(made()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(made()).toHaveLength(3);
    const again = last();
    expect(again.transceivers.map((each) => each.trackOrKind)).toEqual([microphone, camera]);
    expect(again.transceivers.every((each) => each.streams?.[0] === local)).toBe(true);
    again.gather();
    await settle();
    expect(sent).toEqual([{ kind: 'publish', description: again.localDescription }]);
  });

  it('waits longer after each failure, up to 10 seconds, and 2 seconds again once published', async () => {
    const { call } = await aPublishedCall();
    /** Fails, and says how long until it publishes again. */
    async function failAndWait(): Promise<number> {
      const before = made().length;
      await call.receive({ kind: 'failed', message: 'The media server cannot be reached' });
      let waited = 0;
      while (made().length === before && waited < 60_000) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      last().gather();
      await settle();
      return waited;
    }

    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await failAndWait());
    expect(waits).toEqual([2_000, 4_000, 7_000, 10_000, 10_000, 10_000]);

    await call.receive({ kind: 'published', description: SERVER_ANSWER });
    expect(await failAndWait()).toBe(2_000);
  });

  it('publishes afresh with a new connection to the channel, and not again for the same one', async () => {
    const { call, sent, remotes, publisher } = await aPublishedCall();
    const { subscriber } = await receiveOther(call);
    sent.length = 0;

    call.welcomed('connection-1');
    expect(made()).toHaveLength(2);
    expect(publisher.closed).toBe(false);

    call.welcomed('connection-2');
    expect(publisher.closed).toBe(true);
    expect(subscriber.closed).toBe(true);
    expect(remotes.at(-1)).toBeNull();
    expect(made()).toHaveLength(3);
    const fresh = last();
    fresh.gather();
    await settle();
    expect(sent).toEqual([
      { kind: 'publish', description: { type: 'offer', sdp: 'v=0 offer 2\r\n' } },
    ]);
    await call.receive({ kind: 'published', description: SERVER_ANSWER });
    expect(fresh.remoteDescription).toEqual(SERVER_ANSWER);
  });

  it('keeps an offer that came before the first welcome', async () => {
    const { call, sent, local, remotes } = aCall();
    const { subscriber, stream } = await receiveOther(call);
    call.setLocalStream(local);
    call.welcomed('connection-1');

    expect(subscriber.closed).toBe(false);
    expect(remotes).toEqual([stream]);
    last().gather();
    await settle();
    expect(sent.map((request) => request.kind)).toEqual(['answer', 'publish']);
  });

  it('publishes at once on a new connection, instead of when a retry was due', async () => {
    const { call } = await aPublishedCall();
    await call.receive({ kind: 'failed', message: 'The media server cannot be reached' });

    call.welcomed('connection-2');
    expect(made()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(made()).toHaveLength(2);
  });

  it('takes no answer it did not ask for', async () => {
    const { call, local } = aCall();
    call.setLocalStream(local);
    call.welcomed('connection-1');
    await call.receive({ kind: 'published', description: SERVER_ANSWER });
    expect(last().remoteDescription).toBeNull();
  });

  it('sends a shared screen in place of the camera, also when publishing again', async () => {
    const { call, publisher, camera } = await aPublishedCall();
    const video = publisher.video().sender;
    const screen = fakeTrack('video', 'screen');

    await call.sendVideo(screen);
    expect(video.replaceTrack).toHaveBeenLastCalledWith(screen);

    await call.receive({ kind: 'failed', message: 'The media server cannot be reached' });
    await vi.advanceTimersByTimeAsync(2_000);
    const again = last();
    expect(again).not.toBe(publisher);
    expect(again.video().trackOrKind).toBe(screen);

    await call.sendVideo(null);
    expect(again.video().sender.replaceTrack).toHaveBeenLastCalledWith(camera);
  });

  it('offers a video sender without a camera, so that a screen can still be shared', async () => {
    const { call } = aCall();
    const microphone = fakeTrack('audio');
    call.setLocalStream(fakeStream(microphone));
    call.welcomed('connection-1');
    const publisher = last();
    expect(publisher.transceivers.map((each) => each.trackOrKind)).toEqual([microphone, 'video']);

    const screen = fakeTrack('video', 'screen');
    await call.sendVideo(screen);
    expect(publisher.video().sender.track).toBe(screen);
  });

  it('ends both connections on close, and publishes no more', async () => {
    const { call, remotes, publisher } = await aPublishedCall();
    const { subscriber } = await receiveOther(call);
    await call.receive({ kind: 'failed', message: 'The media server cannot be reached' });

    call.close();
    expect(publisher.closed).toBe(true);
    expect(subscriber.closed).toBe(true);
    expect(remotes.at(-1)).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(made()).toHaveLength(2);

    // Back in the call: the same connection is welcomed afresh.
    call.welcomed('connection-1');
    expect(made()).toHaveLength(3);
  });
});
