import { isTauri } from '../platform';
import { ApiError } from './apiError';
import { createHttpTransport } from './httpTransport';
import type { ArgsList, CallArgs, Operation, ResponseOf } from './operation';
import { performCall, resolvePath } from './request';
import type { ServerEvent } from './serverSentEvents';
import { createTauriTransport } from './tauriTransport';
import type { Transport } from './transport';

let transport: Transport | null = null;

/** The desktop app talks through Rust; a browser talks HTTP. */
export function chooseTransport(): Transport {
  return isTauri() ? createTauriTransport() : createHttpTransport();
}

export function getTransport(): Transport {
  transport ??= chooseTransport();
  return transport;
}

/** Lets tests (and only tests) put a recording transport in place. */
export function setTransport(next: Transport | null): void {
  transport = next;
}

/**
 * The one way features call the server: an operation of
 * src/generated/api/operations with its path parameters, query and body,
 * answering with the document's type of its response, checked against
 * its schema.
 */
export function call<Op extends Operation>(
  operation: Op,
  ...[args]: ArgsList<CallArgs<Op>>
): Promise<ResponseOf<Op>> {
  return performCall(operation, args, (request) => getTransport().send(request));
}

/** Whether server events can reach this app (the desktop's IPC carries none). */
export function canStreamEvents(): boolean {
  return getTransport().streamEvents !== undefined;
}

export type EventStreamCall<Op extends Operation> = Pick<CallArgs<Op>, 'params'> & {
  /** An operation answering with `text/event-stream`. */
  operation: Op;
  signal: AbortSignal;
  onOpen?: () => void;
  onEvent: (event: ServerEvent) => void;
};

/**
 * Listens to a server-sent event stream until the server ends it or the
 * signal aborts; check `canStreamEvents()` first and poll where it is false.
 */
export function streamEvents<Op extends Operation>({
  operation,
  params,
  ...handlers
}: EventStreamCall<Op>): Promise<void> {
  const transport = getTransport();
  if (!transport.streamEvents) {
    return Promise.reject(new ApiError(501, ['Live updates are not available here']));
  }
  return transport.streamEvents({
    path: resolvePath(operation.path, params as Record<string, unknown> | undefined),
    query: [],
    ...handlers,
  });
}
