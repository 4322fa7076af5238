import type {
  ChangePasswordRequest,
  SignInRequest,
  SignUpRequest,
} from '../../generated/api/schemas';
import type { SessionInfo } from '../../generated/desktop/SessionInfo';
import type { ServerEvent } from './serverSentEvents';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A request after path parameters and query were resolved; `path` is relative to `/api/`. */
export interface TransportRequest {
  method: HttpMethod;
  path: string;
  query: [string, string][];
  body?: unknown;
  /** False for the calls the server answers without a bearer token. */
  auth: boolean;
}

/** The server's status and JSON body, whatever the status. */
export interface TransportResponse {
  status: number;
  body: unknown;
}

/**
 * A request whose body, or answer, is raw bytes (spreadsheets) rather than
 * JSON; `path` is relative to `/api/` and always needs the bearer token.
 */
export interface BytesRequest {
  method: HttpMethod;
  path: string;
  query: [string, string][];
  body?: Blob;
}

/** The server's answer as bytes, whatever the status; `headers` say what they are. */
export interface BytesResponse {
  status: number;
  headers: Headers;
  blob: Blob;
}

/** A server-sent event stream to listen to; `path` is relative to `/api/`. */
export interface EventStreamRequest {
  path: string;
  query: [string, string][];
  /** Aborting ends the stream. */
  signal: AbortSignal;
  /** Called once the server has accepted the stream. */
  onOpen?: () => void;
  onEvent: (event: ServerEvent) => void;
}

/**
 * Who is signed in, as far as the transport knows: the desktop's answer
 * (written in Rust, docs/desktop-ipc.md), which the HTTP transport builds
 * alike.
 */
export type { SessionInfo };

/**
 * How requests reach the server. The browser speaks HTTP and keeps the
 * tokens in localStorage; the desktop app hands every request to Rust,
 * which keeps the refresh token in the OS keyring (docs/desktop-ipc.md).
 * Session calls are part of the transport because only it knows where the
 * tokens live.
 */
export interface Transport {
  readonly kind: 'http' | 'tauri';
  send(request: TransportRequest): Promise<TransportResponse>;
  /**
   * Sends or fetches raw bytes. Absent where the transport only carries
   * JSON (the desktop's `api_request`), so screens can hide such controls.
   */
  sendBytes?(request: BytesRequest): Promise<BytesResponse>;
  /**
   * Listens to a server-sent event stream with the bearer token; settles
   * when the server ends the stream or the signal aborts, rejects when it
   * cannot be opened or breaks. Absent where the transport cannot stream
   * (the desktop's `api_request`), so screens poll instead.
   */
  streamEvents?(request: EventStreamRequest): Promise<void>;
  signIn(request: SignInRequest): Promise<SessionInfo>;
  signUp(request: SignUpRequest): Promise<SessionInfo>;
  actAs(studentId: string): Promise<SessionInfo>;
  /**
   * Signs in with a one-time session handoff code: a sign-in that opens
   * one session only (docs/live-sessions.md). Absent in the desktop app,
   * which hands sessions out rather than receiving them.
   */
  redeemHandoff?(code: string): Promise<SessionInfo>;
  /** Replaces the password; the server starts a fresh session, which replaces this one. */
  changePassword(request: ChangePasswordRequest): Promise<SessionInfo>;
  /** Resumes a kept session, or null when there is none (or it cannot be renewed). */
  restore(): Promise<SessionInfo | null>;
  signOut(): Promise<void>;
}
