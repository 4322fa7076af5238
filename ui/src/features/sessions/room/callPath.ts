import type { ChannelListener } from './sessionChannel';

/** What a call path hears on the session channel, besides the welcome. */
export type CallPathListener = Pick<ChannelListener, 'onPeer' | 'onSignal' | 'onMedia'>;

/**
 * How the built-in call's media travels (docs/live-sessions.md): straight
 * to the other participant's browser (PeerCall), or, when the session is
 * recorded, through the server's media server (RelayCall).
 */
export interface CallPath {
  /** The camera and microphone to send. */
  setLocalStream(stream: MediaStream): void;
  /** Sends `track` in place of the camera (a shared screen), or the camera again with null. */
  sendVideo(track: MediaStreamTrack | null): Promise<void>;
  /**
   * This side is connected to the channel as `connection`: the first time,
   * or again after a drop, when the other end has forgotten the old one.
   */
  welcomed(connection: string): void;
  /** The statistics of the connection the other side's media arrives on, if there is one. */
  receivingStats(): Promise<RTCStatsReport | null>;
  /** Presence and signals, or the media server's messages. */
  readonly listener: CallPathListener;
  /** Ends the media; a later `welcomed` starts it again. */
  close(): void;
}
