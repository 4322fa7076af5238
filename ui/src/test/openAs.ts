import { vi } from 'vitest';

import type { Me, Role } from '../generated/api/schemas';
import type { HttpMethod, TransportRequest, TransportResponse } from '../lib/api/transport';
import { signInRoleOf } from '../lib/auth/roles';
import { storeRole } from '../lib/auth/storage';
import { fakeTransport, meFor } from './fakeTransport';
import { renderApp } from './renderApp';

/** A screen's calls answered by a test; undefined leaves a call to the frame's defaults. */
export type Answer = (
  request: TransportRequest,
) => TransportResponse | Promise<TransportResponse> | undefined;

/**
 * Opens `path` signed in with `role` (as `meFor(role)`, or `me` where the
 * profile matters), with `answer` playing the server.
 */
export function openAs(role: Role, path: string, answer: Answer, me: Me = meFor(role)) {
  storeRole(signInRoleOf(role) ?? 'admin');
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: `uid-${role}`, role, mustChangePassword: false })),
  });
  const fallback = transport.send;
  transport.send = vi.fn(async (request: TransportRequest) => {
    return (await answer(request)) ?? fallback(request);
  });
  const app = renderApp(path, { transport, fetchMe: async () => me });
  void app.store.start();
  return app;
}

/** The requests the screen sent with `method` to `path`, oldest first. */
export function sentTo(
  app: ReturnType<typeof openAs>,
  method: HttpMethod,
  path: string,
): TransportRequest[] {
  return vi
    .mocked(app.transport.send)
    .mock.calls.map(([request]) => request)
    .filter((request) => request.method === method && request.path === path);
}

export const ok = (body: unknown): TransportResponse => ({ status: 200, body });

export const failed = (status: number, ...errors: string[]): TransportResponse => ({
  status,
  body: { errors },
});
