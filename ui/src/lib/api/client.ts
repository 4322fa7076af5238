import { isTauri } from '../platform';
import { createHttpTransport } from './httpTransport';
import { type ApiCall, performCall } from './request';
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
