import { isTauri } from '../platform';
import { ApiError } from './apiError';
import { createHttpTransport } from './httpTransport';
import { type ApiCall, performCall, resolvePath } from './request';
import { checkSchema, type SchemaName } from './schemas';
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

/** The one way features call the server. */
export function apiRequest<Response>(call: ApiCall): Promise<Response> {
  return performCall<Response>(call, (request) => getTransport().send(request));
}

/**
 * A call answering with a list. Lists have no schema of their own in the
 * server's document, so each item is checked against `itemSchema`.
 */
export async function apiList<Item>(
  itemSchema: SchemaName,
  call: Omit<ApiCall, 'responseSchema'>,
): Promise<Item[]> {
  const items = await apiRequest<Item[]>(call);
  if (!Array.isArray(items) || items.some((item) => checkSchema(itemSchema, item).length > 0)) {
    throw new ApiError(500, ['Invalid response']);
  }
  return items;
}

/** Whether server events can reach this app (the desktop's IPC carries none). */
export function canStreamEvents(): boolean {
  return getTransport().streamEvents !== undefined;
}

export interface EventStreamCall {
  /** Relative to `/api/`, with `{name}` placeholders filled from `params`. */
  path: string;
  params?: Record<string, string>;
  signal: AbortSignal;
  onOpen?: () => void;
  onEvent: (event: ServerEvent) => void;
}

/**
 * Listens to a server-sent event stream until the server ends it or the
 * signal aborts; check `canStreamEvents()` first and poll where it is false.
 */
export function streamEvents({ path, params, ...handlers }: EventStreamCall): Promise<void> {
  const transport = getTransport();
  if (!transport.streamEvents) {
    return Promise.reject(new ApiError(501, ['Live updates are not available here']));
  }
  return transport.streamEvents({ path: resolvePath(path, params), query: [], ...handlers });
}
