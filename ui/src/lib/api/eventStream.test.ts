import { afterEach, describe, expect, it, vi } from 'vitest';

import * as notesApi from '../../generated/api/operations/notes';
import { canStreamEvents, setTransport, streamEvents } from './client';
import { createHttpTransport } from './httpTransport';
import type { ServerEvent } from './serverSentEvents';
import { saveTokens } from './sessionTokens';
import { createTauriTransport } from './tauriTransport';

const encoder = new TextEncoder();

/** A response whose body arrives in the given chunks, as a stream would. */
function streamed(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function signIn() {
  saveTokens({
    id_token: 'id-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    uid: 'u1',
    role: 'STUDENT',
    must_change_password: false,
  });
}

afterEach(() => setTransport(null));

describe('server events over HTTP', () => {
  it('opens the stream with the bearer token and delivers each event', async () => {
    signIn();
    const fetch = vi.fn(async () =>
      streamed([': keep-alive\n\n', 'event: message\nda', 'ta: 1\n\n']),
    );
    setTransport(createHttpTransport({ fetch: fetch as unknown as typeof globalThis.fetch }));
    const events: ServerEvent[] = [];
    const onOpen = vi.fn();
    await streamEvents({
      operation: notesApi.events,
      params: { student: 's 1', subject: 'maths' },
      signal: new AbortController().signal,
      onOpen,
      onEvent: (event) => events.push(event),
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/note/s%201/maths/events',
      expect.objectContaining({
        headers: { Accept: 'text/event-stream', Authorization: 'Bearer id-1' },
      }),
    );
    expect(onOpen).toHaveBeenCalledOnce();
    expect(events).toEqual([{ event: 'message', data: '1' }]);
  });

  it("rejects with the server's message when the stream is refused", async () => {
    signIn();
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ errors: ['Not your student'] }), { status: 403 }),
    );
    setTransport(createHttpTransport({ fetch: fetch as unknown as typeof globalThis.fetch }));
    await expect(
      streamEvents({
        operation: notesApi.events,
        params: { student: 's', subject: 'm' },
        signal: new AbortController().signal,
        onEvent: () => undefined,
      }),
    ).rejects.toMatchObject({ status: 403, messages: ['Not your student'] });
  });

  it('is not offered through the desktop IPC, where screens poll instead', () => {
    setTransport(createTauriTransport(vi.fn()));
    expect(canStreamEvents()).toBe(false);
    setTransport(createHttpTransport({ fetch: vi.fn() }));
    expect(canStreamEvents()).toBe(true);
  });
});
