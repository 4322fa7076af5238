import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from './apiError';
import { chooseTransport } from './client';
import { createTauriTransport } from './tauriTransport';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__;
});

describe('transport selection', () => {
  it('speaks HTTP in a browser', () => {
    expect(chooseTransport().kind).toBe('http');
  });

  it('speaks Tauri IPC inside the desktop app', () => {
    (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__ = {};
    expect(chooseTransport().kind).toBe('tauri');
  });
});

describe('Tauri transport', () => {
  it('hands requests to the api_request command', async () => {
    const invoke = vi.fn(async () => ({ status: 200, body: { path: '/p.png' } }));
    const transport = createTauriTransport(invoke);
    const response = await transport.send({
      method: 'POST',
      path: 'profile/me/picture',
      query: [],
      body: { content_base64: 'AA==', content_type: 'image/jpeg' },
      auth: true,
    });
    expect(response).toEqual({ status: 200, body: { path: '/p.png' } });
    expect(invoke).toHaveBeenCalledWith('api_request', {
      method: 'POST',
      path: 'profile/me/picture',
      query: undefined,
      body: { content_base64: 'AA==', content_type: 'image/jpeg' },
    });
  });

  it('passes the student id in camelCase to auth_act_as', async () => {
    const invoke = vi.fn(async () => ({ uid: 's', role: 'STUDENT', mustChangePassword: false }));
    await createTauriTransport(invoke).actAs('st1');
    expect(invoke).toHaveBeenCalledWith('auth_act_as', { studentId: 'st1' });
  });

  it('turns a DesktopError into an ApiError', async () => {
    const invoke = vi.fn(async () => {
      throw { kind: 'unauthorized', message: 'Incorrect username or password' };
    });
    const error = await createTauriTransport(invoke)
      .signIn({ role: 'student', login: 'ada', password: 'nope-nope' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, messages: ['Incorrect username or password'] });
  });

  it('checks session request bodies before invoking', async () => {
    const invoke = vi.fn();
    const transport = createTauriTransport(invoke);
    await expect(
      transport.signUp({ email: 'a@b.co' } as unknown as { email: string; password: string }),
    ).rejects.toMatchObject({ status: 400 });
    expect(invoke).not.toHaveBeenCalled();
  });
});
