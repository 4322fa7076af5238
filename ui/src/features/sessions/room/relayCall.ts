import type { MediaEvent } from '../../../generated/MediaEvent';
import type { MediaRequest } from '../../../generated/MediaRequest';
import type { SessionDescription } from '../../../generated/SessionDescription';
import type { CallPath, CallPathListener } from './callPath';
import { gatheredDescription } from './iceGathering';

export interface RelayCallOptions {
  iceServers: RTCIceServer[];
  /** Sends a message to the media server over the session channel. */
  send(media: MediaRequest): void;
  /** The other side's media, or null when there is none (yet, or any more). */
  onRemoteStream(stream: MediaStream | null): void;
}

/** Waits before publishing again after the media server failed, growing to the last value. */
export const REPUBLISH_DELAYS_MS = [2_000, 4_000, 7_000, 10_000];

const KINDS = ['audio', 'video'] as const;
type Kind = (typeof KINDS)[number];

function init({ type, sdp }: SessionDescription): RTCSessionDescriptionInit {
  return { type: type as RTCSdpType, sdp };
}

/**
 * The recorded built-in call (docs/live-sessions.md): this side never
 * connects to the other participant. It publishes its camera and
 * microphone to the server's media server, which records them, and
 * receives the other participant's media from it, negotiated over the
 * session channel without trickling ICE. Two RTCPeerConnections: the
 * publisher (send-only, renewed with each connection to the channel) and
 * the subscriber (receive-only, renewed with each offer).
 */
export class RelayCall implements CallPath {
  private connection: string | null = null;
  private localStream: MediaStream | null = null;
  /** Sent in place of the camera (a shared screen), also when publishing again. */
  private screen: MediaStreamTrack | null = null;
  private publisher: RTCPeerConnection | null = null;
  private senders: Partial<Record<Kind, RTCRtpSender>> = {};
  /** The publisher's offer is out and its answer not yet in. */
  private awaitingAnswer = false;
  private subscriber: RTCPeerConnection | null = null;
  private remote: MediaStream | null = null;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;

  readonly listener: CallPathListener = { onMedia: (media) => void this.receive(media) };

  constructor(private readonly options: RelayCallOptions) {}

  setLocalStream(stream: MediaStream): void {
    this.localStream = stream;
    if (!this.publisher) {
      void this.publish();
      return;
    }
    for (const kind of KINDS) void this.senders[kind]?.replaceTrack(this.track(kind));
  }

  async sendVideo(track: MediaStreamTrack | null): Promise<void> {
    this.screen = track;
    await this.senders.video?.replaceTrack(this.track('video'));
  }

  /** Publishes; afresh after a reconnect, since the server's side of the old connection is gone. */
  welcomed(connection: string): void {
    if (connection === this.connection) return;
    // Only after a drop: an offer that came before the first welcome belongs to this connection.
    if (this.connection) this.stopMedia();
    this.connection = connection;
    this.failures = 0;
    void this.publish();
  }

  /** What arrives from the media server: the other side's media as it reaches this one. */
  receivingStats(): Promise<RTCStatsReport | null> {
    return this.subscriber ? this.subscriber.getStats() : Promise.resolve(null);
  }

  /** Takes a message of the media server. */
  receive(media: MediaEvent): Promise<void> {
    switch (media.kind) {
      case 'published':
        return this.published(media.description);
      case 'offer':
        return this.subscribe(media.description);
      case 'unsubscribed':
        this.closeSubscriber();
        break;
      case 'failed':
        console.warn('the media server failed', media.message);
        this.stopMedia();
        this.retryLater();
        break;
    }
    return Promise.resolve();
  }

  close(): void {
    this.connection = null;
    this.stopMedia();
  }

  /** The track to send of `kind`: the camera, or the screen shared in its place. */
  private track(kind: Kind): MediaStreamTrack | null {
    if (kind === 'video' && this.screen) return this.screen;
    return this.localStream?.getTracks().find((track) => track.kind === kind) ?? null;
  }

  /** Sends a send-only offer of this side's media, once there is media and a connection. */
  private async publish(): Promise<void> {
    const stream = this.localStream;
    if (!stream || !this.connection) return;
    this.clearRetry();
    this.closePublisher();
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.publisher = pc;
    // Both kinds, even without a camera: a screen may be shared in its place.
    for (const kind of KINDS) {
      const transceiver = pc.addTransceiver(this.track(kind) ?? kind, {
        direction: 'sendonly',
        streams: [stream],
      });
      this.senders[kind] = transceiver.sender;
    }
    try {
      await pc.setLocalDescription(await pc.createOffer());
      const offer = await gatheredDescription(pc);
      if (pc !== this.publisher || !offer) return;
      this.awaitingAnswer = true;
      this.options.send({ kind: 'publish', description: offer });
    } catch (error) {
      if (pc !== this.publisher) return;
      console.warn('could not publish', error);
      this.retryLater();
    }
  }

  private async published(answer: SessionDescription): Promise<void> {
    const pc = this.publisher;
    if (!pc || !this.awaitingAnswer) return;
    this.awaitingAnswer = false;
    try {
      await pc.setRemoteDescription(init(answer));
      this.failures = 0;
    } catch (error) {
      if (pc !== this.publisher) return;
      console.warn('could not publish', error);
      this.retryLater();
    }
  }

  /** Receives the other participant's media in a fresh connection, answering its offer. */
  private async subscribe(offer: SessionDescription): Promise<void> {
    this.closeSubscriber();
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.subscriber = pc;
    pc.ontrack = ({ track, streams }) => this.remoteTrack(pc, track, streams);
    try {
      await pc.setRemoteDescription(init(offer));
      await pc.setLocalDescription(await pc.createAnswer());
      const answer = await gatheredDescription(pc);
      if (pc === this.subscriber && answer)
        this.options.send({ kind: 'answer', description: answer });
    } catch (error) {
      if (pc !== this.subscriber) return;
      console.warn('could not receive the other side', error);
      this.closeSubscriber();
    }
  }

  private remoteTrack(
    pc: RTCPeerConnection,
    track: MediaStreamTrack,
    streams: readonly MediaStream[],
  ): void {
    if (pc !== this.subscriber) return;
    if (this.remote) {
      if (!this.remote.getTracks().includes(track)) this.remote.addTrack(track);
      return;
    }
    this.remote = streams[0] ?? new MediaStream([track]);
    this.options.onRemoteStream(this.remote);
  }

  /** Publishes again after a wait that grows with each failure; the camera stays open. */
  private retryLater(): void {
    this.clearRetry();
    const delay = REPUBLISH_DELAYS_MS[Math.min(this.failures, REPUBLISH_DELAYS_MS.length - 1)];
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.publish();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  /** Both connections end; the camera and microphone stay open. */
  private stopMedia(): void {
    this.clearRetry();
    this.closePublisher();
    this.closeSubscriber();
  }

  private closePublisher(): void {
    this.publisher?.close();
    this.publisher = null;
    this.senders = {};
    this.awaitingAnswer = false;
  }

  private closeSubscriber(): void {
    this.subscriber?.close();
    this.subscriber = null;
    if (!this.remote) return;
    this.remote = null;
    this.options.onRemoteStream(null);
  }
}
