import { API_PREFIX } from '../../../generated/api/base';
import type { BoardPointer } from '../../../generated/BoardPointer';
import * as sessions from '../../../generated/api/operations/sessions';
import type { ChannelEvent } from '../../../generated/ChannelEvent';
import type { ChannelRequest } from '../../../generated/ChannelRequest';
import type { ChatMessage } from '../../../generated/ChatMessage';
import type { MediaEvent } from '../../../generated/MediaEvent';
import type { Scene } from '../../../generated/api/schemas';
import { resolvePath } from '../../../lib/api/request';

/** Someone else's presence in the room. */
export type PeerEvent = Extract<ChannelEvent, { type: 'peer' }>;

/**
 * What the channel keeps until a listener that wants it is there: the
 * call's signals, and the media server's messages to a recorded call.
 */
type HeldEvent = Extract<ChannelEvent, { type: 'signal' | 'media' }>;

/** Why the channel stopped for good. */
export type ChannelEnd = 'replaced' | 'ended' | 'closed';

/** What a part of the room (the call, the whiteboard) wants to hear. */
export interface ChannelListener {
  /** Connected (again, after a drop): this connection's id. */
  onWelcome?(connection: string): void;
  onPeer?(event: PeerEvent): void;
  onSignal?(from: string, data: unknown): void;
  /** The media server's side of a recorded call (docs/live-sessions.md). */
  onMedia?(media: MediaEvent): void;
  onScene?(from: string, scene: Scene): void;
  onPointer?(from: string, data: BoardPointer): void;
  /** A chat message as the server kept it, ours included. */
  onChat?(message: ChatMessage): void;
  /** A live question was asked or answered: read them again. */
  onQuestions?(): void;
  /** A message of ours (a whiteboard change, a pointer) was not passed on, and why. */
  onRefused?(message: string): void;
  /** Lost the connection; it is being opened again. */
  onInterrupted?(): void;
  onEnd?(reason: ChannelEnd): void;
}

/** Waits between reconnection attempts, growing to the last value. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];

/** The session channel's address on the server at `base`. */
export function channelUrl(base: string, sessionId: string, token: string): string {
  const path = resolvePath(sessions.openChannel.path, { session_id: sessionId });
  const url = new URL(`${API_PREFIX}${path}`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The session channel (docs/live-sessions.md): presence, the whiteboard,
 * the chat and the built-in call's signalling. A dropped connection is opened again
 * until the server says the session has ended or this person opened the
 * room elsewhere, or `close` is called. It keeps who else is present, and
 * holds signals and media messages until something listens for them, so
 * that the call, which starts listening once the camera is on, misses
 * nothing.
 */
export class SessionChannel {
  /** This side's connection, while connected. */
  connection: string | null = null;
  /** The others in the room, by connection. */
  readonly peers = new Map<string, PeerEvent>();
  private readonly listeners = new Set<ChannelListener>();
  private held: HeldEvent[] = [];
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private finished = false;

  constructor(private readonly url: string) {
    this.open();
  }

  listen(listener: ChannelListener): () => void {
    this.listeners.add(listener);
    const wanted = this.held.filter((event) => wants(listener, event));
    this.held = this.held.filter((event) => !wants(listener, event));
    wanted.forEach((event) => hand(listener, event));
    return () => this.listeners.delete(listener);
  }

  send(request: ChannelRequest): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(request));
  }

  /** Leaves on purpose: says goodbye so the server writes nothing on our behalf. */
  close(): void {
    if (this.finished) return;
    this.send({ type: 'bye' });
    this.finish('closed');
  }

  private each(call: (listener: ChannelListener) => void): void {
    [...this.listeners].forEach(call);
  }

  private open(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = () => {
      if (this.socket !== socket || this.finished) return;
      this.connection = null;
      this.peers.clear();
      this.each((listener) => listener.onInterrupted?.());
      const delay = RETRY_DELAYS_MS[Math.min(this.attempt, RETRY_DELAYS_MS.length - 1)];
      this.attempt += 1;
      this.retry = setTimeout(() => this.open(), delay);
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let event: ChannelEvent;
    try {
      event = JSON.parse(data) as ChannelEvent;
    } catch {
      return;
    }
    switch (event.type) {
      case 'welcome':
        this.attempt = 0;
        this.connection = event.connection;
        // The media server's messages were for the connection before.
        this.held = this.held.filter((held) => held.type !== 'media');
        this.each((listener) => listener.onWelcome?.(event.connection));
        break;
      case 'peer':
        this.notePeer(event);
        this.each((listener) => listener.onPeer?.(event));
        break;
      case 'signal':
      case 'media':
        this.handOrHold(event);
        break;
      case 'scene':
        this.each((listener) => listener.onScene?.(event.from, event.scene));
        break;
      case 'pointer':
        this.each((listener) => listener.onPointer?.(event.from, event.data));
        break;
      case 'chat':
        this.each((listener) => listener.onChat?.(event.message));
        break;
      case 'questions':
        this.each((listener) => listener.onQuestions?.());
        break;
      case 'refused':
        this.each((listener) => listener.onRefused?.(event.message));
        break;
      case 'replaced':
        this.finish('replaced');
        break;
      case 'ended':
        this.finish('ended');
        break;
    }
  }

  private notePeer(event: PeerEvent): void {
    if (event.state === 'left') {
      this.peers.delete(event.connection);
      return;
    }
    // A person has one connection: a newer one replaces theirs.
    for (const [connection, peer] of this.peers) {
      if (peer.uid === event.uid) this.peers.delete(connection);
    }
    this.peers.set(event.connection, event);
  }

  private handOrHold(event: HeldEvent): void {
    const listening = [...this.listeners].filter((listener) => wants(listener, event));
    if (listening.length === 0) this.held.push(event);
    listening.forEach((listener) => hand(listener, event));
  }

  private finish(reason: ChannelEnd): void {
    this.finished = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close(1000);
    this.socket = null;
    this.connection = null;
    this.each((listener) => listener.onEnd?.(reason));
  }
}

function wants(listener: ChannelListener, event: HeldEvent): boolean {
  return Boolean(event.type === 'signal' ? listener.onSignal : listener.onMedia);
}

function hand(listener: ChannelListener, event: HeldEvent): void {
  if (event.type === 'signal') listener.onSignal?.(event.from, event.data);
  else listener.onMedia?.(event.media);
}
