import type { RoomToken } from '../../../generated/api/schemas';
import type { RegisterType } from '../api/roomApi';
import type { CallPath } from './callPath';
import {
  type ConnectionQuality,
  connectionQuality,
  type ReceivingSample,
  receivingSample,
} from './connectionQuality';
import { hasTrack, openCameraAndMicrophone, openScreen, stopAll } from './localMedia';
import { type MediaState, mediaStateOf, mediaStateSignal } from './mediaState';
import { PeerCall } from './peerCall';
import { RelayCall } from './relayCall';
import type { SessionChannel } from './sessionChannel';

export interface BuiltinCallState {
  local: MediaStream | null;
  remote: MediaStream | null;
  cameraOn: boolean;
  microphoneOn: boolean;
  sharingScreen: boolean;
  /** The other side's camera and microphone, once they have said (mediaState.ts). */
  other: MediaState | null;
  /** How well the other side's media arrives, while it does (connectionQuality.ts). */
  quality: ConnectionQuality | null;
  /** The channel is up (it reconnects by itself after a drop). */
  connected: boolean;
  error: string | null;
}

export interface BuiltinCallOptions {
  room: RoomToken;
  channel: SessionChannel;
  /** The child's side gives way in an offer collision. */
  polite: boolean;
  register(type: RegisterType): void;
}

/** How often the connection's statistics are looked at. */
export const QUALITY_EVERY_MS = 3_000;

const INITIAL: BuiltinCallState = {
  local: null,
  remote: null,
  cameraOn: false,
  microphoneOn: false,
  sharingScreen: false,
  other: null,
  quality: null,
  connected: false,
  error: null,
};

/** The media's way: through the media server when the session is recorded, else straight. */
function openPath(
  { room, channel, polite }: BuiltinCallOptions,
  onRemoteStream: (stream: MediaStream | null) => void,
): CallPath {
  const iceServers = room.ice_servers;
  if (room.recorded) {
    return new RelayCall({
      iceServers,
      send: (media) => channel.send({ type: 'media', media }),
      onRemoteStream,
    });
  }
  return new PeerCall({
    iceServers,
    polite,
    sendSignal: (to, data) => channel.send({ type: 'signal', to, data }),
    onRemoteStream,
  });
}

/**
 * The built-in one-to-one call (docs/live-sessions.md): the camera and
 * microphone, and the WebRTC connections over the session channel (to
 * the other participant, or to the media server when the session is
 * recorded), with every change written to the session's register.
 */
export class BuiltinCall {
  private state = INITIAL;
  private readonly listeners = new Set<() => void>();
  private screen: MediaStreamTrack | null = null;
  private readonly path: CallPath;
  /** Counts starts and stops, so a start overtaken by a stop gives up. */
  private generation = 0;
  private stopped = true;
  private announcedMedia = false;
  private connection: string | null = null;
  private unlisten: (() => void) | null = null;
  private qualityTimer: ReturnType<typeof setInterval> | null = null;
  private lastSample: ReceivingSample | null = null;

  constructor(private readonly options: BuiltinCallOptions) {
    this.path = openPath(options, (remote) => this.update({ remote }));
  }

  getState = (): BuiltinCallState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens the camera and microphone, then takes part; again after a `leave`. */
  async start(): Promise<void> {
    const generation = ++this.generation;
    this.stopped = false;
    this.announcedMedia = false;
    this.connection = null;
    this.update(INITIAL);
    let local: MediaStream;
    try {
      local = await openCameraAndMicrophone();
    } catch (error) {
      this.update({ error: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (generation !== this.generation) {
      stopAll(local);
      return;
    }
    this.path.setLocalStream(local);
    this.update({
      local,
      cameraOn: hasTrack(local, 'video'),
      microphoneOn: hasTrack(local, 'audio'),
    });
    const { channel } = this.options;
    const { onPeer, onSignal } = this.path.listener;
    this.unlisten = channel.listen({
      ...this.path.listener,
      onPeer: (event) => {
        onPeer?.(event);
        if (event.state === 'left') this.update({ other: null });
        else this.tellMediaState(event.connection);
      },
      onSignal: (from, data) => {
        const other = mediaStateOf(data);
        if (other) this.update({ other });
        else onSignal?.(from, data);
      },
      onWelcome: (connection) => this.welcomed(connection),
      onInterrupted: () => this.update({ connected: false }),
      // Ended by the server (the session is over, or continues in another
      // window): nothing more to write.
      onEnd: () => this.stop(),
    });
    if (channel.connection) this.welcomed(channel.connection);
    this.stopSampling();
    this.qualityTimer = setInterval(() => void this.sampleQuality(), QUALITY_EVERY_MS);
    // Whoever is in the room already, as if they had just come.
    channel.peers.forEach((peer) => {
      onPeer?.(peer);
      this.tellMediaState(peer.connection);
    });
  }

  toggleCamera(): void {
    this.toggle('video');
  }

  toggleMicrophone(): void {
    this.toggle('audio');
  }

  /** Shares the screen in place of the camera, or goes back to the camera. */
  async toggleScreen(): Promise<void> {
    if (this.screen) {
      this.stopScreen();
      return;
    }
    const screen = await openScreen();
    if (!screen || this.stopped) return;
    this.screen = screen;
    // The browser's own "Stop sharing" ends the track.
    screen.onended = () => this.stopScreen();
    await this.path.sendVideo(screen);
    this.options.register('add_local_screen');
    this.update({ sharingScreen: true });
  }

  /** Leaves the call: the register hears it from us, the media stops. */
  leave(): void {
    if (this.stopped) return;
    const { local } = this.state;
    if (hasTrack(local, 'video')) this.options.register('remove_local_video');
    if (hasTrack(local, 'audio')) this.options.register('remove_local_audio');
    if (this.state.connected) this.options.register('disconnect');
    this.stop();
  }

  /** Stops without a word: the channel has ended (or replaced) the call. */
  stop(): void {
    this.stopped = true;
    this.generation += 1;
    this.unlisten?.();
    this.unlisten = null;
    this.stopSampling();
    this.screen?.stop();
    this.screen = null;
    this.path.close();
    stopAll(this.state.local);
    this.update(INITIAL);
  }

  /** Connected, or connected again with a new connection: a fresh call with whoever is there. */
  private welcomed(connection: string): void {
    if (this.connection === connection) return;
    this.path.welcomed(connection);
    this.connection = connection;
    this.update({ connected: true });
    this.options.register('connect');
    if (this.announcedMedia) return;
    this.announcedMedia = true;
    if (hasTrack(this.state.local, 'video')) this.options.register('add_local_video');
    if (hasTrack(this.state.local, 'audio')) this.options.register('add_local_audio');
  }

  private toggle(kind: 'audio' | 'video'): void {
    const tracks = (this.state.local?.getTracks() ?? []).filter((track) => track.kind === kind);
    const first = tracks[0];
    if (!first) return;
    const on = !first.enabled;
    tracks.forEach((track) => (track.enabled = on));
    this.options.register(`${on ? 'unpause' : 'pause'}_local_${kind}`);
    this.update(kind === 'video' ? { cameraOn: on } : { microphoneOn: on });
    this.options.channel.peers.forEach((peer) => this.tellMediaState(peer.connection));
  }

  private stopSampling(): void {
    if (this.qualityTimer) clearInterval(this.qualityTimer);
    this.qualityTimer = null;
    this.lastSample = null;
  }

  /** Judges the connection again from a fresh sample, while the other side's media arrives. */
  private async sampleQuality(): Promise<void> {
    // A connection closing meanwhile has no statistics: nothing to judge then.
    const report = this.state.remote ? await this.path.receivingStats().catch(() => null) : null;
    const sample = report ? receivingSample(report.values()) : null;
    if (this.stopped) return;
    const quality = sample ? connectionQuality(this.lastSample, sample) : null;
    this.lastSample = sample;
    if (quality !== this.state.quality) this.update({ quality });
  }

  /** Tells the participant on `connection` whether this side's camera and microphone are on. */
  private tellMediaState(connection: string): void {
    if (this.stopped || !this.state.local || connection === this.connection) return;
    this.options.channel.send({
      type: 'signal',
      to: connection,
      data: mediaStateSignal(this.state),
    });
  }

  private stopScreen(): void {
    if (!this.screen) return;
    this.screen.stop();
    this.screen = null;
    void this.path.sendVideo(null);
    this.options.register('remove_local_screen');
    this.update({ sharingScreen: false });
  }

  private update(change: Partial<BuiltinCallState>): void {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
