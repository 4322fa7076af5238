import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RoomToken } from '../../../generated/api/schemas';
import type { RegisterType } from '../api/roomApi';
import { FakePeerConnection, fakeStream, fakeTrack } from '../testing/fakePeerConnection';
import { FakeSocket, lastSocket } from '../testing/fakeSocket';
import { BuiltinCall, QUALITY_EVERY_MS } from './builtinCall';
import { mediaStateOf } from './mediaState';
import { SessionChannel } from './sessionChannel';

const ROOM: RoomToken = {
  token: 'room-token',
  channel_token: 'room-token',
  room_id: 'plytime-0123',
  provider: 'builtin',
  ice_servers: [{ urls: ['stun:stun.example.org:3478'] }],
  expires_at: '2025-01-06T17:15:00.000Z',
  recorded: true,
};
const TUTOR = { uid: 'tutor-tom', role: 'TUTOR', connection: 'tutor-connection' };

const settle = () => vi.advanceTimersByTimeAsync(0);
const mediaSent = () => lastSocket().sent.filter((request) => request.type === 'media');

async function joinCall(room: RoomToken) {
  const local = fakeStream(fakeTrack('audio'), fakeTrack('video'));
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn(async () => local) },
  });
  const channel = new SessionChannel('ws://plytime.test/channel');
  const socket = lastSocket();
  socket.deliver({ type: 'welcome', connection: 'child-connection' });
  socket.deliver({ type: 'peer', state: 'present', ...TUTOR });
  const registered: RegisterType[] = [];
  const call = new BuiltinCall({
    room,
    channel,
    polite: true,
    register: (type) => registered.push(type),
  });
  return { call, channel, socket, local, registered };
}

describe('the built-in call', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    FakePeerConnection.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('when recorded, goes through the media server and not to the other participant', async () => {
    const { call, socket, local, registered } = await joinCall(ROOM);
    // The media server's offer of the tutor's media, before the camera is on.
    socket.deliver({
      type: 'media',
      media: { kind: 'offer', description: { type: 'offer', sdp: 'v=0 tutor\r\n' } },
    });
    await call.start();

    expect(FakePeerConnection.made).toHaveLength(2);
    const sending = (pc: FakePeerConnection) => pc.transceivers.length > 0;
    const publisher = FakePeerConnection.made.find(sending)!;
    const subscriber = FakePeerConnection.made.find((pc) => !sending(pc))!;
    expect(publisher.transceivers.map((each) => each.trackOrKind)).toEqual(local.getTracks());
    expect(publisher.addedTracks).toEqual([]);
    publisher.gather();
    subscriber.gather();
    await settle();
    expect(mediaSent().map((request) => request.media.kind)).toEqual(['publish', 'answer']);
    const webRtcSignals = socket.sent.filter(
      (request) => request.type === 'signal' && !mediaStateOf(request.data),
    );
    expect(webRtcSignals).toEqual([]);
    expect(registered).toEqual(['connect', 'add_local_video', 'add_local_audio']);

    const tutor = fakeStream(fakeTrack('video', 'tutor-camera'));
    subscriber.receive(tutor);
    expect(call.getState().remote).toBe(tutor);
    socket.deliver({ type: 'media', media: { kind: 'unsubscribed' } });
    expect(call.getState().remote).toBeNull();
    expect(subscriber.closed).toBe(true);

    // A reconnect: the server's side starts again, so does the publishing.
    socket.drop();
    expect(call.getState().connected).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    lastSocket().deliver({ type: 'welcome', connection: 'child-connection-2' });
    expect(publisher.closed).toBe(true);
    expect(FakePeerConnection.made).toHaveLength(3);
    expect(call.getState().connected).toBe(true);
    expect(registered.at(-1)).toBe('connect');

    call.leave();
    expect(FakePeerConnection.made.every((pc) => pc.closed)).toBe(true);
    expect(local.getTracks().every((track) => vi.mocked(track.stop).mock.calls.length === 1)).toBe(
      true,
    );
    expect(registered.slice(-3)).toEqual([
      'remove_local_video',
      'remove_local_audio',
      'disconnect',
    ]);
  });

  it('when not recorded, connects straight to the other participant', async () => {
    const { call, socket, local } = await joinCall({ ...ROOM, recorded: false });
    await call.start();

    expect(FakePeerConnection.made).toHaveLength(1);
    expect(FakePeerConnection.last().addedTracks).toEqual(local.getTracks());
    expect(FakePeerConnection.last().transceivers).toEqual([]);
    await settle();
    expect(socket.sent.filter((request) => request.type === 'media')).toEqual([]);
    call.leave();
  });

  it('judges the connection from the statistics of what arrives, every few seconds', async () => {
    const { call, socket } = await joinCall(ROOM);
    socket.deliver({
      type: 'media',
      media: { kind: 'offer', description: { type: 'offer', sdp: 'v=0 tutor\r\n' } },
    });
    await call.start();
    await settle();
    const subscriber = FakePeerConnection.made.find((pc) => pc.transceivers.length === 0)!;
    const arrived = (received: number, lost: number) => {
      subscriber.stats = [{ type: 'inbound-rtp', packetsReceived: received, packetsLost: lost }];
    };
    arrived(500, 0);
    await vi.advanceTimersByTimeAsync(QUALITY_EVERY_MS);
    expect(call.getState().quality).toBeNull();

    subscriber.receive(fakeStream(fakeTrack('video', 'tutor-camera')));
    await vi.advanceTimersByTimeAsync(QUALITY_EVERY_MS);
    expect(call.getState().quality).toBe('good');
    arrived(1300, 200);
    await vi.advanceTimersByTimeAsync(QUALITY_EVERY_MS);
    expect(call.getState().quality).toBe('poor');
    arrived(2300, 200);
    await vi.advanceTimersByTimeAsync(QUALITY_EVERY_MS);
    expect(call.getState().quality).toBe('good');
    call.leave();
    expect(call.getState().quality).toBeNull();
  });

  it('tells the other side when its camera or microphone goes off, and hears theirs', async () => {
    const { call, socket } = await joinCall(ROOM);
    await call.start();
    const told = () =>
      socket.sent.flatMap((request) =>
        request.type === 'signal' && request.to === TUTOR.connection
          ? [mediaStateOf(request.data)]
          : [],
      );
    expect(told()).toEqual([{ cameraOn: true, microphoneOn: true }]);

    call.toggleMicrophone();
    call.toggleCamera();
    expect(told().slice(1)).toEqual([
      { cameraOn: true, microphoneOn: false },
      { cameraOn: false, microphoneOn: false },
    ]);

    expect(call.getState().other).toBeNull();
    socket.deliver({
      type: 'signal',
      from: TUTOR.connection,
      data: { media_state: { cameraOn: true, microphoneOn: false } },
    });
    expect(call.getState().other).toEqual({ cameraOn: true, microphoneOn: false });
    // Someone who leaves has no camera to speak of.
    socket.deliver({ type: 'peer', state: 'left', ...TUTOR });
    expect(call.getState().other).toBeNull();
    call.leave();
  });
});
