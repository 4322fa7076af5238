import { vi } from 'vitest';

/** A sender whose track is replaced as in a browser. */
export class FakeSender {
  readonly replaceTrack = vi.fn(async (track: MediaStreamTrack | null) => {
    this.track = track;
  });

  constructor(public track: MediaStreamTrack | null) {}
}

export interface FakeTransceiver {
  /** The track it was made with, or its kind when there was none. */
  trackOrKind: MediaStreamTrack | string;
  direction: RTCRtpTransceiverDirection | undefined;
  streams: MediaStream[] | undefined;
  sender: FakeSender;
}

/**
 * A stand-in for RTCPeerConnection (jsdom has no WebRTC) that keeps what
 * it was asked to do. ICE gathering finishes only when the test says so,
 * and the local description carries the candidates gathered so far, as
 * in a browser.
 */
export class FakePeerConnection extends EventTarget {
  /** Every connection made, oldest first. */
  static made: FakePeerConnection[] = [];

  /** The connection made last (there must be one). */
  static last(): FakePeerConnection {
    const pc = FakePeerConnection.made.at(-1);
    if (!pc) throw new Error('No RTCPeerConnection was made');
    return pc;
  }

  iceGatheringState: RTCIceGatheringState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  closed = false;
  readonly transceivers: FakeTransceiver[] = [];
  ontrack: ((event: { track: MediaStreamTrack; streams: MediaStream[] }) => void) | null = null;
  private local: RTCSessionDescriptionInit | null = null;
  private readonly candidates: string[] = [];

  /** What getStats reports: nothing, until a test sets it. */
  stats: Record<string, unknown>[] = [];

  constructor(readonly config: RTCConfiguration) {
    super();
    FakePeerConnection.made.push(this);
  }

  getStats(): Promise<Map<string, unknown>> {
    return Promise.resolve(new Map(this.stats.map((stat, index) => [String(index), stat])));
  }

  get localDescription(): RTCSessionDescriptionInit | null {
    if (!this.local) return null;
    const candidates = this.candidates.map((candidate) => `a=candidate:${candidate}\r\n`);
    return { type: this.local.type, sdp: `${this.local.sdp}${candidates.join('')}` };
  }

  /** Tracks added the way the direct call adds them. */
  readonly addedTracks: MediaStreamTrack[] = [];

  addTrack(track: MediaStreamTrack): FakeSender {
    this.addedTracks.push(track);
    return new FakeSender(track);
  }

  getSenders(): FakeSender[] {
    return this.transceivers.map((each) => each.sender);
  }

  addTransceiver(trackOrKind: MediaStreamTrack | string, init: RTCRtpTransceiverInit = {}) {
    const track = typeof trackOrKind === 'string' ? null : trackOrKind;
    const transceiver = {
      trackOrKind,
      direction: init.direction,
      streams: init.streams,
      sender: new FakeSender(track),
    };
    this.transceivers.push(transceiver);
    return transceiver;
  }

  /** The transceiver that sends video (made with a video track, or with the kind). */
  video(): FakeTransceiver {
    const video = this.transceivers.find(({ trackOrKind }) =>
      typeof trackOrKind === 'string' ? trackOrKind === 'video' : trackOrKind.kind === 'video',
    );
    if (!video) throw new Error('No video transceiver');
    return video;
  }

  async createOffer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'offer', sdp: `v=0 offer ${FakePeerConnection.made.indexOf(this)}\r\n` };
  }

  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'answer', sdp: `v=0 answer ${FakePeerConnection.made.indexOf(this)}\r\n` };
  }

  async setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.local = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }

  close(): void {
    this.closed = true;
    this.signalingState = 'closed';
  }

  /** Finds ICE candidates, without finishing gathering. */
  find(...candidates: string[]): void {
    this.candidates.push(...candidates);
  }

  /** Finds the last candidates and finishes gathering. */
  gather(...candidates: string[]): void {
    this.find(...candidates);
    this.iceGatheringState = 'complete';
    this.dispatchEvent(new Event('icegatheringstatechange'));
  }

  /** The far end's media arrives: the tracks of `stream`. */
  receive(stream: MediaStream): void {
    for (const track of stream.getTracks()) this.ontrack?.({ track, streams: [stream] });
  }
}

export function fakeTrack(kind: 'audio' | 'video', id: string = kind): MediaStreamTrack {
  return { kind, id, enabled: true, stop: vi.fn() } as unknown as MediaStreamTrack;
}

export function fakeStream(...tracks: MediaStreamTrack[]): MediaStream {
  const held = [...tracks];
  return {
    getTracks: () => [...held],
    addTrack: (track: MediaStreamTrack) => held.push(track),
  } as unknown as MediaStream;
}
