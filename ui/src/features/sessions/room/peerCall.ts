import type { CallPath, CallPathListener } from './callPath';

/** What travels in a signal: a session description or an ICE candidate. */
export interface SignalData {
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit | null;
}

export interface PeerCallOptions {
  iceServers: RTCIceServer[];
  /**
   * In an offer collision the polite side gives way (the child's side),
   * the impolite side carries on (the tutor's).
   */
  polite: boolean;
  sendSignal(to: string, data: SignalData): void;
  /** The other side's media, or null when there is none (yet, or any more). */
  onRemoteStream(stream: MediaStream | null): void;
}

/**
 * The one-to-one WebRTC call with whichever connection of the other
 * participant is current, negotiated with the "perfect negotiation"
 * pattern so that either side may start, restart or rejoin at any time.
 * A new connection of the peer (a reload, a reconnect) gets a fresh
 * RTCPeerConnection; signals from any other connection are ignored.
 */
export class PeerCall implements CallPath {
  private pc: RTCPeerConnection | null = null;
  /** This side's connection to the session channel. */
  private connection: string | null = null;
  private peer: string | null = null;
  private localTracks: MediaStreamTrack[] = [];
  private localStream: MediaStream | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  /** Signals are handled one after another, in the order they came. */
  private inbox: Promise<void> = Promise.resolve();

  /** The other participant's comings and goings, and their signals. */
  readonly listener: CallPathListener = {
    onPeer: (event) => {
      if (event.state === 'left') this.peerLeft(event.connection);
      else this.peerArrived(event.connection);
    },
    onSignal: (from, data) => void this.receive(from, data as SignalData),
  };

  constructor(private readonly options: PeerCallOptions) {}

  /** Connected again with a new connection: the other side meets it with a fresh call. */
  welcomed(connection: string): void {
    if (this.connection && this.connection !== connection) this.reset();
    this.connection = connection;
  }

  /** The media to send; replaces what was sent before. */
  setLocalStream(stream: MediaStream | null): void {
    this.localStream = stream;
    this.localTracks = stream?.getTracks() ?? [];
    const pc = this.pc;
    if (!pc || !stream) return;
    for (const track of this.localTracks) {
      const sender = pc.getSenders().find((each) => each.track?.kind === track.kind);
      if (sender) void sender.replaceTrack(track);
      else pc.addTrack(track, stream);
    }
  }

  /** Sends `track` in place of the camera (a shared screen), or the camera again with null. */
  async sendVideo(track: MediaStreamTrack | null): Promise<void> {
    const sender = this.pc?.getSenders().find((each) => each.track?.kind === 'video');
    const camera = this.localTracks.find((each) => each.kind === 'video') ?? null;
    await sender?.replaceTrack(track ?? camera);
  }

  receivingStats(): Promise<RTCStatsReport | null> {
    return this.pc ? this.pc.getStats() : Promise.resolve(null);
  }

  /** The other participant's connection `connection` is in the room. */
  peerArrived(connection: string): void {
    if (connection === this.peer && this.pc) return;
    this.reset();
    this.peer = connection;
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.pc = pc;
    pc.onnegotiationneeded = () => void this.offer(pc);
    pc.onicecandidate = ({ candidate }) => this.signal(pc, { candidate: candidate?.toJSON() });
    pc.ontrack = ({ streams, track }) => {
      const stream = streams[0] ?? new MediaStream([track]);
      this.options.onRemoteStream(stream);
      track.onended = () => this.remoteTrackEnded(pc);
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') pc.restartIce();
    };
    if (this.localStream) {
      for (const track of this.localTracks) pc.addTrack(track, this.localStream);
    }
  }

  /** The connection has gone; its call ends with it. */
  peerLeft(connection: string): void {
    if (connection === this.peer) this.reset();
  }

  /**
   * Takes a signal from the other side. Each waits for the one before: a
   * candidate must not be added while its offer is still being set.
   */
  receive(from: string, data: SignalData): Promise<void> {
    this.inbox = this.inbox.then(() => this.handle(from, data));
    return this.inbox;
  }

  private async handle(from: string, data: SignalData): Promise<void> {
    if (from !== this.peer || !this.pc) this.peerArrived(from);
    const pc = this.pc;
    if (!pc) return;
    try {
      if (data.description) await this.acceptDescription(pc, data.description);
      else if (data.candidate) await pc.addIceCandidate(data.candidate);
    } catch (error) {
      // A candidate of an offer this side ignored fails harmlessly.
      if (!this.ignoreOffer) console.warn('signalling failed', error);
    }
  }

  close(): void {
    this.reset();
    this.connection = null;
  }

  private async acceptDescription(pc: RTCPeerConnection, description: RTCSessionDescriptionInit) {
    const readyForOffer =
      !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
    const collision = description.type === 'offer' && !readyForOffer;
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    this.settingRemoteAnswer = description.type === 'answer';
    await pc.setRemoteDescription(description);
    this.settingRemoteAnswer = false;
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      this.signal(pc, { description: pc.localDescription?.toJSON() });
    }
  }

  private async offer(pc: RTCPeerConnection): Promise<void> {
    try {
      this.makingOffer = true;
      await pc.setLocalDescription();
      this.signal(pc, { description: pc.localDescription?.toJSON() });
    } catch (error) {
      console.warn('could not make an offer', error);
    } finally {
      this.makingOffer = false;
    }
  }

  /** Signals only for the current call; a replaced one has nothing to say. */
  private signal(pc: RTCPeerConnection, data: SignalData): void {
    if (pc === this.pc && this.peer) this.options.sendSignal(this.peer, data);
  }

  private remoteTrackEnded(pc: RTCPeerConnection): void {
    if (pc !== this.pc) return;
    const live = pc.getReceivers().some((receiver) => receiver.track.readyState === 'live');
    if (!live) this.options.onRemoteStream(null);
  }

  private reset(): void {
    this.pc?.close();
    this.pc = null;
    this.peer = null;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.settingRemoteAnswer = false;
    this.options.onRemoteStream(null);
  }
}
