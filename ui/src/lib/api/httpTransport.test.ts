import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as authApi from '../../generated/api/operations/auth';
import * as profileApi from '../../generated/api/operations/profile';
import * as utilApi from '../../generated/api/operations/util';
import { ApiError } from './apiError';
import { call, setTransport } from './client';
import { createHttpTransport } from './httpTransport';
import { onSessionLost } from './sessionEvents';
import type { TokenResponse } from '../../generated/api/schemas';
import { readSession, saveTokens } from './sessionTokens';

interface Recorded {
  url: string;
  method: string;
  authorization?: string;
  body?: unknown;
}

type Responder = (call: Recorded) => { status: number; body?: unknown };

function tokens(id: string, expiresIn = 900): TokenResponse {
  return {
    id_token: id,
    refresh_token: `refresh-${id}`,
    expires_in: expiresIn,
    uid: 'u1',
    role: 'PARENT',
    must_change_password: false,
  };
}

/** A stand-in for the server's HTTP API that records what the browser sent. */
function fakeServer(responder: Responder) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Recorded = {
      url: String(url),
      method: init?.method ?? 'GET',
      authorization: headers.Authorization,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status, body } = responder(call);
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  });
  setTransport(createHttpTransport({ fetch: fetch as typeof globalThis.fetch }));
  return { calls, fetch };
}

const me = {
  uid: 'u1',
  username: 'sarah',
  role: 'PARENT',
  user_data: { _id: 'p1', username: 'sarah', display_name: 'Sarah Lovelace' },
  must_change_password: false,
};

const getMe = () => call(profileApi.me);

beforeEach(() => localStorage.clear());
afterEach(() => setTransport(null));

describe('HTTP transport', () => {
  it('sends the stored id token as a bearer token', async () => {
    saveTokens(tokens('id-1'));
    const server = fakeServer(() => ({ status: 200, body: me }));
    await expect(getMe()).resolves.toEqual(me);
    expect(server.calls).toEqual([
      expect.objectContaining({ url: '/api/profile/me', authorization: 'Bearer id-1' }),
    ]);
  });

  it('continues in the fresh session the server starts after a password change', async () => {
    saveTokens({ ...tokens('one-time'), must_change_password: true });
    const server = fakeServer(() => ({ status: 200, body: tokens('after-change') }));
    const transport = createHttpTransport({ fetch: server.fetch as typeof globalThis.fetch });
    const info = await transport.changePassword({
      current_password: 'otp-1234',
      new_password: 'a new password',
    });
    expect(info).toEqual({ uid: 'u1', role: 'PARENT', mustChangePassword: false });
    expect(server.calls[0]).toEqual(
      expect.objectContaining({ url: '/api/auth/password', authorization: 'Bearer one-time' }),
    );
    expect(readSession()?.idToken).toBe('after-change');
    expect(readSession()?.refreshToken).toBe('refresh-after-change');
  });

  it('sends no token to calls that need none', async () => {
    saveTokens(tokens('id-1'));
    const server = fakeServer(() => ({
      status: 200,
      body: { how_to_url: 'https://x', demo: true, video_provider: 'builtin' },
    }));
    await call(utilApi.clientConfig);
    expect(server.calls[0]?.authorization).toBeUndefined();
  });

  it('refreshes an expired id token once before the call and keeps the new tokens', async () => {
    saveTokens(tokens('old', 0));
    const server = fakeServer((call) =>
      call.url === '/api/auth/refresh'
        ? { status: 200, body: tokens('new') }
        : { status: 200, body: me },
    );
    await Promise.all([getMe(), getMe()]);
    const refreshes = server.calls.filter((call) => call.url === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refresh_token: 'refresh-old' });
    expect(server.calls.filter((call) => call.url === '/api/profile/me')).toEqual([
      expect.objectContaining({ authorization: 'Bearer new' }),
      expect.objectContaining({ authorization: 'Bearer new' }),
    ]);
    expect(readSession()?.refreshToken).toBe('refresh-new');
  });

  it('on a 401 refreshes once and retries once', async () => {
    saveTokens(tokens('rejected'));
    const server = fakeServer((call) => {
      if (call.url === '/api/auth/refresh') return { status: 200, body: tokens('renewed') };
      return call.authorization === 'Bearer renewed'
        ? { status: 200, body: me }
        : { status: 401, body: { errors: ['Token expired'] } };
    });
    await expect(getMe()).resolves.toEqual(me);
    expect(server.calls.map((call) => call.url)).toEqual([
      '/api/profile/me',
      '/api/auth/refresh',
      '/api/profile/me',
    ]);
  });

  it('does not refresh again when the retried call is refused too', async () => {
    saveTokens(tokens('rejected'));
    const server = fakeServer((call) =>
      call.url === '/api/auth/refresh'
        ? { status: 200, body: tokens('renewed') }
        : { status: 401, body: { errors: ['Not signed in'] } },
    );
    await expect(getMe()).rejects.toMatchObject({ status: 401, messages: ['Not signed in'] });
    expect(server.calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('clears the session when the refresh is refused', async () => {
    saveTokens(tokens('old', 0));
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    fakeServer((call) =>
      call.url === '/api/auth/refresh'
        ? { status: 401, body: { errors: ['Refresh token revoked'] } }
        : { status: 401, body: { errors: ['Not signed in'] } },
    );
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).toBeNull();
    expect(lost).toHaveBeenCalled();
    stop();
  });

  it('uses a token another tab refreshed instead of presenting the used refresh token', async () => {
    saveTokens(tokens('old', 0));
    const server = fakeServer((call) => {
      if (call.url === '/api/auth/refresh') return { status: 401, body: { errors: ['reused'] } };
      return { status: 200, body: me };
    });
    // Another tab renews just before this tab takes the lock.
    saveTokens(tokens('from-other-tab'));
    await getMe();
    expect(server.calls.map((call) => call.authorization)).toEqual(['Bearer from-other-tab']);
  });
});

describe('API errors', () => {
  it("reads 'API Error: ' and the server's messages", async () => {
    fakeServer(() => ({ status: 401, body: { errors: ['Incorrect username or password'] } }));
    const transport = createHttpTransport({
      fetch: vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: ['Incorrect username or password'] }), {
            status: 401,
          }),
      ),
    });
    const error = await transport
      .signIn({ role: 'parent', login: 'a@b.co', password: 'wrong-pass' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, messages: ['Incorrect username or password'] });
    expect(String((error as ApiError).message)).toBe('API Error: Incorrect username or password');
  });

  it('joins several messages with a comma', async () => {
    saveTokens(tokens('id-1'));
    fakeServer(() => ({
      status: 400,
      body: { errors: ['email: Cannot be empty', 'password: x'] },
    }));
    await expect(getMe()).rejects.toThrow('API Error: email: Cannot be empty,password: x');
  });

  it('gives status 500 and the thrown message when no response came', async () => {
    setTransport(
      createHttpTransport({
        fetch: vi.fn(async () => {
          throw new Error('Failed to fetch');
        }),
      }),
    );
    await expect(getMe()).rejects.toMatchObject({ status: 500, messages: ['Failed to fetch'] });
  });

  it("refuses a request that breaks its schema with 'Invalid API props' and sends nothing", async () => {
    const server = fakeServer(() => ({ status: 200, body: tokens('x') }));
    const error = (await call(authApi.signIn, {
      // @ts-expect-error: a body that breaks the schema is the point
      body: { role: 'parent', login: 42 },
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.messages[0]).toBe('Invalid API props');
    expect(error.messages).toContainEqual(expect.stringMatching(/^\/login: .*\(value: 42\)$/));
    expect(error.messages).toContainEqual(expect.stringMatching(/^\/password: .*undefined/));
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it("turns a response that breaks its schema into 500 'Invalid response'", async () => {
    saveTokens(tokens('id-1'));
    fakeServer(() => ({ status: 200, body: { uid: 'u1' } }));
    await expect(getMe()).rejects.toMatchObject({ status: 500, messages: ['Invalid response'] });
  });

  it('fills path parameters from params', async () => {
    saveTokens(tokens('id-1'));
    const server = fakeServer(() => ({ status: 200, body: tokens('student') }));
    await call(authApi.actAs, { params: { student_id: 'st 1' } });
    expect(server.calls[0]?.url).toBe('/api/auth/act_as/st%201');
  });
});
