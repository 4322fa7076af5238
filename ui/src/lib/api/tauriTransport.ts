import { invoke } from '@tauri-apps/api/core';

import type {
  ChangePasswordRequest,
  SignInRequest,
  SignUpRequest,
} from '../../generated/api/schemas';
import * as auth from '../../generated/api/operations/auth';
import type { ApiResponse } from '../../generated/desktop/ApiResponse';
import type { DesktopError } from '../../generated/desktop/DesktopError';
import type { DesktopErrorKind } from '../../generated/desktop/DesktopErrorKind';
import { ApiError } from './apiError';
import type { Operation } from './operation';
import { assertRequest } from './schemas';
import { notifySessionLost } from './sessionEvents';
import type { SessionInfo, Transport, TransportRequest } from './transport';

/** Whether a rejection is a `DesktopError`, as failing desktop commands reject (docs/desktop-ipc.md). */
function isDesktopError(value: unknown): value is DesktopError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DesktopError).kind === 'string' &&
    typeof (value as DesktopError).message === 'string'
  );
}

const STATUS_BY_KIND: Record<DesktopErrorKind, number> = {
  offline: 503,
  unauthorized: 401,
  server: 500,
  keyring: 500,
  config: 500,
  kiosk: 403,
  storage: 500,
};

function toApiError(error: unknown): ApiError {
  if (!isDesktopError(error)) return new ApiError(500, [String(error)]);
  if (error.kind === 'unauthorized') notifySessionLost();
  return new ApiError(STATUS_BY_KIND[error.kind] ?? 500, [error.message]);
}

export type Invoke = (command: string, args?: Record<string, unknown>) => Promise<unknown>;

/** Runs a desktop command; a DesktopError rejection becomes an ApiError. */
export async function desktopCommand<T>(
  name: string,
  args?: Record<string, unknown>,
  call: Invoke = invoke,
): Promise<T> {
  try {
    return (await call(name, args)) as T;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * The desktop transport: Rust owns the tokens and performs the HTTP
 * requests, refreshing once on a 401 itself. Request bodies of the session
 * commands are still checked here, as every other request body is.
 */
export function createTauriTransport(call: Invoke = invoke): Transport {
  const command = <T>(name: string, args?: Record<string, unknown>) =>
    desktopCommand<T>(name, args, call);

  /** The session commands send what these operations would, so their bodies are checked alike. */
  function checked(operation: Operation, body: unknown): void {
    if (operation.request) assertRequest(operation.request, body);
  }

  return {
    kind: 'tauri',
    send(request: TransportRequest) {
      return command<ApiResponse>('api_request', {
        method: request.method,
        path: request.path,
        query: request.query.length > 0 ? request.query : undefined,
        body: request.body,
      });
    },
    async signIn(body: SignInRequest) {
      checked(auth.signIn, body);
      return command<SessionInfo>('auth_sign_in', { ...body });
    },
    async signUp(body: SignUpRequest) {
      checked(auth.signUp, body);
      return command<SessionInfo>('auth_sign_up', { ...body });
    },
    actAs(studentId: string) {
      return command<SessionInfo>('auth_act_as', { studentId });
    },
    async changePassword(body: ChangePasswordRequest) {
      checked(auth.changePassword, body);
      return command<SessionInfo>('auth_change_password', {
        currentPassword: body.current_password,
        newPassword: body.new_password,
      });
    },
    restore() {
      return command<SessionInfo | null>('auth_restore');
    },
    async signOut() {
      await command<null>('auth_sign_out');
    },
  };
}
