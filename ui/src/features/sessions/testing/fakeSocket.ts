import type { ChannelEvent } from '../../../generated/ChannelEvent';
import type { ChannelRequest } from '../../../generated/ChannelRequest';

/** A stand-in for the session channel's WebSocket: the test plays the server. */
export class FakeSocket {
  static readonly OPEN = 1;
  /** Every socket opened, oldest first. */
  static made: FakeSocket[] = [];

  readyState = FakeSocket.OPEN;
  readonly sent: ChannelRequest[] = [];
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ChannelRequest);
  }

  close(): void {
    this.readyState = 3;
  }

  /** The server sends `event`. */
  deliver(event: ChannelEvent): void {
    this.onmessage?.({ data: JSON.stringify(event) });
  }

  /** The connection drops. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}

/** The socket opened last (there must be one). */
export function lastSocket(): FakeSocket {
  const socket = FakeSocket.made.at(-1);
  if (!socket) throw new Error('No socket was opened');
  return socket;
}
