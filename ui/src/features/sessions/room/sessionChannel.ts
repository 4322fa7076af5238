import type { ChannelEvent } from '../../../generated/ChannelEvent';
import type { ChannelRequest } from '../../../generated/ChannelRequest';

/** Someone else's presence in the room. */
export type PeerEvent = Extract<ChannelEvent, { type: 'peer' }>;

/** Why the channel stopped for good. */
export type ChannelEnd = 'replaced' | 'ended' | 'closed';

export interface ChannelHandlers {
  /** Connected (again, after a drop): this connection's id. */
  onWelcome(connection: string): void;
  onPeer(event: PeerEvent): void;
  onSignal(from: string, data: unknown): void;
  /** Lost the connection; it is being opened again. */
  onInterrupted(): void;
  onEnd(reason: ChannelEnd): void;
}

/** Waits between reconnection attempts, growing to the last value. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];

/** The session channel's address on the server that serves this page. */
export function channelUrl(base: string, sessionId: string, token: string): string {
  const url = new URL(`/api/session/${encodeURIComponent(sessionId)}/channel`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The session channel (docs/live-sessions.md): presence and signalling
 * with the other participant. A dropped connection is opened again until
 * the server says the session has ended or this person opened the room
 * elsewhere, or `close` is called.
 */
export class SessionChannel {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private finished = false;

  constructor(
    private readonly url: string,
    private readonly handlers: ChannelHandlers,
  ) {
    this.open();
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

  private open(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = () => {
      if (this.socket !== socket || this.finished) return;
      this.handlers.onInterrupted();
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
        this.handlers.onWelcome(event.connection);
        break;
      case 'peer':
        this.handlers.onPeer(event);
        break;
      case 'signal':
        this.handlers.onSignal(event.from, event.data);
        break;
      case 'replaced':
        this.finish('replaced');
        break;
      case 'ended':
        this.finish('ended');
        break;
    }
  }

  private finish(reason: ChannelEnd): void {
    this.finished = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close(1000);
    this.socket = null;
    this.handlers.onEnd(reason);
  }
}
