import type {
  ChangePasswordRequest,
  SignInRequest,
  SignUpRequest,
  TokenResponse,
} from '../../generated/api/schemas';
import { API_PREFIX } from '../../generated/api/base';
import * as auth from '../../generated/api/operations/auth';
import { ApiError, errorsFromBody } from './apiError';
import type { ArgsList, CallArgs, Operation } from './operation';
import { withRefreshLock } from './refreshLock';
import { performCall } from './request';
import { createEventParser } from './serverSentEvents';
import { notifySessionLost } from './sessionEvents';
import {
  clearSession,
  isFresh,
  readSession,
  saveTokens,
  sessionInfo,
  SESSION_KEY,
} from './sessionTokens';
import type {
  BytesRequest,
  BytesResponse,
  EventStreamRequest,
  SessionInfo,
  Transport,
  TransportRequest,
  TransportResponse,
} from './transport';

export interface HttpTransportOptions {
  fetch?: typeof fetch;
  /** Where `/api/` lives; the same origin unless told otherwise. */
  baseUrl?: string;
}

export function createHttpTransport(options: HttpTransportOptions = {}): Transport {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const baseUrl = options.baseUrl ?? '';

  function urlFor({ path, query }: { path: string; query: [string, string][] }): string {
    const search = new URLSearchParams(query).toString();
    return `${baseUrl}${API_PREFIX}${path}${search ? `?${search}` : ''}`;
  }

  async function sendRaw(request: TransportRequest, idToken?: string): Promise<TransportResponse> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (idToken) headers.Authorization = `Bearer ${idToken}`;
    const response = await doFetch(urlFor(request), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = { errors: [text] };
      }
    }
    return { status: response.status, body };
  }

  /** The calls that open or end a session, which carry no bearer token. */
  const publicCall = <Op extends Operation>(operation: Op, ...[args]: ArgsList<CallArgs<Op>>) =>
    performCall(operation, args, (request) => sendRaw(request));

  /**
   * Renews the session unless another tab (or an earlier call in this one)
   * already did: inside the lock the stored session is read again, and a
   * token different from the one we gave up on means the work is done.
   * A refused refresh ends the session; a network failure keeps it so a
   * short outage does not sign a child out.
   */
  function refresh(staleIdToken: string | null): Promise<string | null> {
    return withRefreshLock(async () => {
      const current = readSession();
      if (!current) return null;
      if (current.idToken !== staleIdToken && isFresh(current)) return current.idToken;
      try {
        const tokens = await publicCall(auth.refresh, {
          body: { refresh_token: current.refreshToken },
        });
        return saveTokens(tokens).idToken;
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          clearSession();
          notifySessionLost();
          return null;
        }
        throw error;
      }
    });
  }

  async function currentIdToken(): Promise<string | null> {
    const session = readSession();
    if (!session) return null;
    if (isFresh(session)) return session.idToken;
    return refresh(session.idToken);
  }

  /** Runs `attempt` with the current id token, renewing once on a 401. */
  async function authorised<R extends { status: number }>(
    attempt: (idToken?: string) => Promise<R>,
  ): Promise<R> {
    const idToken = await currentIdToken();
    const response = await attempt(idToken ?? undefined);
    if (response.status !== 401 || !idToken) return response;
    // The server may have rejected a token that looked fresh here (clock
    // skew, revoked session): renew once and retry once.
    const renewed = await refresh(idToken);
    return renewed ? attempt(renewed) : response;
  }

  async function send(request: TransportRequest): Promise<TransportResponse> {
    if (!request.auth) return sendRaw(request);
    return authorised((idToken) => sendRaw(request, idToken));
  }

  function sendBytes(request: BytesRequest): Promise<BytesResponse> {
    return authorised(async (idToken) => {
      const headers: Record<string, string> = {};
      if (request.body !== undefined) headers['Content-Type'] = 'application/octet-stream';
      if (idToken) headers.Authorization = `Bearer ${idToken}`;
      const response = await doFetch(urlFor(request), {
        method: request.method,
        headers,
        body: request.body,
      });
      return { status: response.status, headers: response.headers, blob: await response.blob() };
    });
  }

  /**
   * EventSource cannot send the Authorization header the server needs, so
   * the stream is read through fetch; the token is only checked when the
   * stream opens, so a long-lived stream outlives the id token.
   */
  async function streamEvents(request: EventStreamRequest): Promise<void> {
    const response = await authorised((idToken) => {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (idToken) headers.Authorization = `Bearer ${idToken}`;
      return doFetch(urlFor(request), { headers, signal: request.signal });
    });
    if (!response.ok || !response.body) {
      const body: unknown = await response.json().catch(() => null);
      const messages = errorsFromBody(body) ?? [`Event stream failed (${response.status})`];
      throw new ApiError(response.status, messages);
    }
    request.onOpen?.();
    const parser = createEventParser(request.onEvent);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  }

  async function startSession(tokens: TokenResponse): Promise<SessionInfo> {
    return sessionInfo(saveTokens(tokens));
  }

  if (typeof window !== 'undefined') {
    // Signing out in one tab signs out the others.
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY && event.newValue === null) notifySessionLost();
    });
  }

  return {
    kind: 'http',
    send,
    sendBytes,
    streamEvents,
    async signIn(body: SignInRequest) {
      return startSession(await publicCall(auth.signIn, { body }));
    },
    async signUp(body: SignUpRequest) {
      return startSession(await publicCall(auth.signUp, { body }));
    },
    async redeemHandoff(code: string) {
      return startSession(await publicCall(auth.redeemHandoff, { body: { code } }));
    },
    async actAs(studentId: string) {
      const previous = readSession();
      const tokens = await performCall(auth.actAs, { params: { student_id: studentId } }, send);
      const info = await startSession(tokens);
      // The parent's session is replaced, so its refresh token is revoked
      // rather than left valid in storage nobody reads.
      if (previous) {
        await publicCall(auth.signOut, {
          body: { refresh_token: previous.refreshToken },
        }).catch(() => undefined);
      }
      return info;
    },
    async changePassword(body: ChangePasswordRequest) {
      return startSession(await performCall(auth.changePassword, { body }, send));
    },
    async restore() {
      const session = readSession();
      if (!session) return null;
      if (isFresh(session)) return sessionInfo(session);
      const renewed = await refresh(session.idToken).catch(() => null);
      const after = readSession();
      return renewed && after ? sessionInfo(after) : null;
    },
    async signOut() {
      const session = readSession();
      clearSession();
      if (!session) return;
      // A browser signed in from a hand-off has no refresh token: its id
      // token names the sign-in the server ends.
      await performCall(
        auth.signOut,
        { body: { refresh_token: session.refreshToken } },
        (request) => sendRaw(request, session.idToken),
      ).catch(() => undefined);
    },
  };
}
