import * as notes from '../../generated/api/operations/notes';
import { validate as isNote } from '../../generated/api/validators/Note.js';
import type { Note } from '../../generated/api/schemas';
import { canStreamEvents, streamEvents } from '../../lib/api/client';
import type { ServerEvent } from '../../lib/api/serverSentEvents';
import { logError } from '../../lib/remoteLog';
import { type Channel, channelParams, fetchNotes } from './api/notesApi';

/** How long to wait before reconnecting a broken event stream. */
export const RECONNECT_MS = 5000;
/** How often the desktop app, which has no event stream, asks for new notes. */
export const POLL_MS = 5000;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function noteFrom(event: ServerEvent): Note | null {
  if (event.event !== 'message') return null;
  try {
    const note: unknown = JSON.parse(event.data);
    return isNote(note) ? (note as Note) : null;
  } catch {
    return null;
  }
}

/**
 * Delivers new notes of a channel until `signal` aborts: from the server's
 * event stream where the transport has one, otherwise (the desktop app's
 * IPC) by asking for the newest page every few seconds. Each (re)connect
 * also fetches the newest page, since the stream does not replay what was
 * posted while it was down. A failure is logged once, then retried quietly.
 */
export function followNotes(
  channel: Channel,
  signal: AbortSignal,
  onNotes: (notes: Note[]) => void,
) {
  let logged = false;
  const failed = (error: unknown) => {
    if (signal.aborted || logged) return;
    logged = true;
    logError(error);
  };
  const catchUp = async () => {
    try {
      const page = await fetchNotes(channel);
      if (!signal.aborted) onNotes(page.notes);
    } catch (error) {
      failed(error);
    }
  };

  async function stream() {
    while (!signal.aborted) {
      await streamEvents({
        operation: notes.events,
        params: channelParams(channel),
        signal,
        onOpen: () => void catchUp(),
        onEvent: (event) => {
          const note = noteFrom(event);
          if (note) onNotes([note]);
        },
      }).catch(failed);
      await wait(RECONNECT_MS, signal);
    }
  }

  async function poll() {
    while (!signal.aborted) {
      await wait(POLL_MS, signal);
      if (!signal.aborted) await catchUp();
    }
  }

  void (canStreamEvents() ? stream() : poll());
}
