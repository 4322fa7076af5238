import type { RoomToken } from '../../../generated/RoomToken';
import type { RegisterType } from '../api/roomApi';
import { hasTrack, openCameraAndMicrophone, openScreen, stopAll } from './localMedia';
import { PeerCall, type SignalData } from './peerCall';
import { type ChannelEnd, channelUrl, SessionChannel } from './sessionChannel';

export interface BuiltinCallState {
  local: MediaStream | null;
  remote: MediaStream | null;
  cameraOn: boolean;
  microphoneOn: boolean;
  sharingScreen: boolean;
  /** The channel is up (it reconnects by itself after a drop). */
  connected: boolean;
  /** Why the call stopped, once it has. */
  end: ChannelEnd | null;
  error: string | null;
}

export interface BuiltinCallOptions {
  sessionId: string;
  room: RoomToken;
  /** The child's side gives way in an offer collision. */
  polite: boolean;
  /** The address of the server the channel is on. */
  serverBase: string;
  register(type: RegisterType): void;
}

const INITIAL: BuiltinCallState = {
  local: null,
  remote: null,
  cameraOn: false,
  microphoneOn: false,
  sharingScreen: false,
  connected: false,
  end: null,
  error: null,
};

/**
 * The built-in one-to-one call (docs/live-sessions.md): the camera and
 * microphone, the session channel and the WebRTC connection to the other
 * participant, with every change written to the session's register.
 */
export class BuiltinCall {
  private state = INITIAL;
  private readonly listeners = new Set<() => void>();
  private channel: SessionChannel | null = null;
  private screen: MediaStreamTrack | null = null;
  private readonly peer: PeerCall;
  /** Counts starts and stops, so a start overtaken by a stop gives up. */
  private generation = 0;
  private stopped = true;
  private announcedMedia = false;

  constructor(private readonly options: BuiltinCallOptions) {
    this.peer = new PeerCall({
      iceServers: options.room.ice_servers,
      polite: options.polite,
      sendSignal: (to, data) => this.channel?.send({ type: 'signal', to, data }),
      onRemoteStream: (remote) => this.update({ remote }),
    });
  }

  getState = (): BuiltinCallState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens the camera and microphone, then the channel; again after a `leave`. */
  async start(): Promise<void> {
    const generation = ++this.generation;
    this.stopped = false;
    this.announcedMedia = false;
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
    this.peer.setLocalStream(local);
    this.update({
      local,
      cameraOn: hasTrack(local, 'video'),
      microphoneOn: hasTrack(local, 'audio'),
    });
    const url = channelUrl(
      this.options.serverBase,
      this.options.sessionId,
      this.options.room.token,
    );
    this.channel = new SessionChannel(url, {
      onWelcome: () => this.connected(),
      onPeer: (event) => {
        if (event.state === 'left') this.peer.peerLeft(event.connection);
        else this.peer.peerArrived(event.connection);
      },
      onSignal: (from, data) => void this.peer.receive(from, data as SignalData),
      onInterrupted: () => this.update({ connected: false }),
      onEnd: (reason) => this.finish(reason),
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
    await this.peer.sendVideo(screen);
    this.options.register('add_local_screen');
    this.update({ sharingScreen: true });
  }

  /** Leaves on purpose: the register hears it from us. */
  leave(): void {
    if (this.stopped) return;
    const { local } = this.state;
    if (hasTrack(local, 'video')) this.options.register('remove_local_video');
    if (hasTrack(local, 'audio')) this.options.register('remove_local_audio');
    if (this.state.connected) this.options.register('disconnect');
    if (this.channel) this.channel.close();
    else this.finish('closed');
  }

  private connected(): void {
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
  }

  private stopScreen(): void {
    if (!this.screen) return;
    this.screen.stop();
    this.screen = null;
    void this.peer.sendVideo(null);
    this.options.register('remove_local_screen');
    this.update({ sharingScreen: false });
  }

  private finish(reason: ChannelEnd): void {
    this.stopped = true;
    this.generation += 1;
    this.channel = null;
    this.screen?.stop();
    this.screen = null;
    this.peer.close();
    stopAll(this.state.local);
    this.update({ ...INITIAL, end: reason });
  }

  private update(change: Partial<BuiltinCallState>): void {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
