import { vi } from 'vitest';

import type { Me, Role } from '../generated/api/schemas';
import type { Transport, TransportRequest, TransportResponse } from '../lib/api/transport';

export const CLIENT_CONFIG = {
  environment_message: 'Demo environment',
  how_to_url: 'https://help.example/videos',
  demo: true,
  video_provider: 'builtin',
};

export function meFor(role: Role, displayName = 'Ada'): Me {
  return {
    uid: `uid-${role}`,
    username: displayName.toLowerCase(),
    role,
    user_data: {
      _id: `id-${role}`,
      username: displayName.toLowerCase(),
      display_name: displayName,
    },
    must_change_password: false,
  };
}

/**
 * A transport that answers like the server would for the calls the frame
 * makes, so screens can be tested without one.
 */
export function fakeTransport(overrides: Partial<Transport> = {}): Transport {
  const send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> => {
    if (request.path === 'client_config') return { status: 200, body: CLIENT_CONFIG };
    if (request.path === 'util/log') return { status: 200, body: { success: true } };
    return { status: 404, body: { errors: [`No such route ${request.path}`] } };
  });
  return {
    kind: 'http',
    send,
    signIn: vi.fn(async ({ role }: { role: string }) => ({
      uid: 'u',
      role: role.toUpperCase() as Role,
      mustChangePassword: false,
    })),
    signUp: vi.fn(async () => ({ uid: 'u', role: 'PARENT' as Role, mustChangePassword: false })),
    actAs: vi.fn(async () => ({ uid: 'u', role: 'STUDENT' as Role, mustChangePassword: false })),
    changePassword: vi.fn(async () => ({
      uid: 'u',
      role: 'TUTOR' as Role,
      mustChangePassword: false,
    })),
    restore: vi.fn(async () => null),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
}
