import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TokenResponse } from '../../generated/api/schemas';
import * as importApi from '../../generated/api/operations/import';
import { ApiError } from './apiError';
import { canSendBytes, downloadBytes, uploadBytes } from './bytes';
import { setTransport } from './client';
import { createHttpTransport } from './httpTransport';
import { saveTokens } from './sessionTokens';
import { createTauriTransport } from './tauriTransport';

function tokens(id: string, expiresIn = 900): TokenResponse {
  return {
    id_token: id,
    refresh_token: `refresh-${id}`,
    expires_in: expiresIn,
    uid: 'u1',
    role: 'ADMIN',
    must_change_password: false,
  };
}

interface Sent {
  url: string;
  authorization?: string;
  contentType?: string;
  body?: BodyInit | null;
}

/** A stand-in for the server that records what the browser sent. */
function fakeServer(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = {
      url: String(url),
      authorization: headers.Authorization,
      contentType: headers['Content-Type'],
      body: init?.body,
    };
    sent.push(call);
    return answer(call);
  });
  setTransport(createHttpTransport({ fetch: fetch as typeof globalThis.fetch }));
  return sent;
}

const DRIVE_ITEM = {
  id: 'year3/a.questions.xlsx',
  name: 'a.questions.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

beforeEach(() => localStorage.clear());
afterEach(() => setTransport(null));

describe('uploadBytes', () => {
  it('sends the raw bytes with the bearer token and checks the answer', async () => {
    saveTokens(tokens('id-1'));
    const sent = fakeServer(() => Response.json(DRIVE_ITEM));
    const file = new Blob(['PK-bytes']);
    const item = await uploadBytes(importApi.upload, {
      query: { folder: 'year3', name: 'a.questions.xlsx' },
      body: file,
    });
    expect(item).toEqual(DRIVE_ITEM);
    expect(sent).toEqual([
      {
        url: '/api/import/upload?folder=year3&name=a.questions.xlsx',
        authorization: 'Bearer id-1',
        contentType: 'application/octet-stream',
        body: file,
      },
    ]);
  });

  it('renews the session once when the token is refused, like JSON calls', async () => {
    saveTokens(tokens('old'));
    const sent = fakeServer(({ url, authorization }) => {
      if (url === '/api/auth/refresh') return Response.json(tokens('new'));
      if (authorization === 'Bearer old')
        return Response.json({ errors: ['expired'] }, { status: 401 });
      return Response.json(DRIVE_ITEM);
    });
    await uploadBytes(importApi.upload, {
      query: { name: 'a.questions.xlsx' },
      body: new Blob(['PK']),
    });
    expect(sent.map((call) => [call.url, call.authorization])).toEqual([
      ['/api/import/upload?name=a.questions.xlsx', 'Bearer old'],
      ['/api/auth/refresh', undefined],
      ['/api/import/upload?name=a.questions.xlsx', 'Bearer new'],
    ]);
  });

  it("rejects with the server's messages", async () => {
    saveTokens(tokens('id-1'));
    fakeServer(() =>
      Response.json({ errors: ['Spreadsheets can be at most 10 MB'] }, { status: 413 }),
    );
    const upload = uploadBytes(importApi.upload, {
      query: { name: 'a.questions.xlsx' },
      body: new Blob(['PK']),
    });
    await expect(upload).rejects.toEqual(new ApiError(413, ['Spreadsheets can be at most 10 MB']));
  });
});

describe('downloadBytes', () => {
  it('returns the file and the name the server suggests', async () => {
    saveTokens(tokens('id-1'));
    const sent = fakeServer(
      () =>
        new Response('PK-template', {
          headers: { 'Content-Disposition': 'attachment; filename="template.questions.xlsx"' },
        }),
    );
    const file = await downloadBytes(importApi.template, { params: { kind: 'questions' } });
    expect(file.fileName).toBe('template.questions.xlsx');
    expect(await file.blob.text()).toBe('PK-template');
    expect(sent[0]?.authorization).toBe('Bearer id-1');
  });
});

describe('canSendBytes', () => {
  it('is true in the browser and false on the desktop, whose transport carries JSON only', () => {
    setTransport(createHttpTransport({ fetch: vi.fn() }));
    expect(canSendBytes()).toBe(true);
    setTransport(createTauriTransport(vi.fn()));
    expect(canSendBytes()).toBe(false);
  });
});
