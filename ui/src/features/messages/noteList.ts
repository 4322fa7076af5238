import type { InfiniteData } from '@tanstack/react-query';

import type { Note, NotesPage } from '../../generated/api/schemas';

export type NotePages = InfiniteData<NotesPage, string | undefined>;

/**
 * More notes load when scrolled within 100 px of the end of what is
 * loaded. The newest note is at the bottom, as in a chat, so that end is
 * the top.
 */
export const LOAD_MORE_WITHIN_PX = 100;

const newestFirst = (a: Note, b: Note) => b.timestamp.localeCompare(a.timestamp);

/** Every loaded note once, newest first (live notes may also arrive in a page). */
export function notesOf(pages: readonly NotesPage[]): Note[] {
  const byId = new Map<string, Note>();
  for (const note of pages.flatMap((page) => page.notes)) byId.set(note._id, note);
  return [...byId.values()].sort(newestFirst);
}

/** Where the next (older) page starts, or undefined when every note is loaded. */
export function olderPageStart(pages: readonly NotesPage[]): string | undefined {
  const notes = notesOf(pages);
  const total = Math.max(...pages.map((page) => page.total), 0);
  if (notes.length === 0 || notes.length >= total) return undefined;
  return notes[notes.length - 1]!.timestamp;
}

/**
 * The loaded pages with `arrived` added to the newest page, each note
 * once. Nothing is loaded yet: nothing to add to (the first load brings them).
 */
export function withArrivedNotes(data: NotePages | undefined, arrived: Note[]) {
  if (!data || data.pages.length === 0) return data;
  const known = new Set(data.pages.flatMap((page) => page.notes.map((note) => note._id)));
  const added = arrived.filter((note) => !known.has(note._id));
  if (added.length === 0) return data;
  const [first, ...rest] = data.pages;
  const newest: NotesPage = {
    notes: [...added, ...first!.notes].sort(newestFirst),
    count: first!.count + added.length,
    total: first!.total + added.length,
  };
  return { ...data, pages: [newest, ...rest] };
}

/** True when a scrolled box shows its first 100 px, where the oldest loaded notes are. */
export function isNearOldest(box: { scrollTop: number }) {
  return box.scrollTop <= LOAD_MORE_WITHIN_PX;
}

/**
 * Whom a message goes to: the last other person who wrote in the channel
 * (the tutor, for a child), or `nobodyYet` before anyone else has written.
 * `notes` are newest first.
 */
export function recipientOf(notes: readonly Note[], ownSenderId: string, nobodyYet: string) {
  return notes.find((note) => note.sender_id !== ownSenderId)?.sender_name ?? nobodyYet;
}
