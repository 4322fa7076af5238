import * as game from '../../../generated/api/operations/game';
import * as notes from '../../../generated/api/operations/notes';
import type { Note, NotesPage, Success, UnreadNotes } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/** Notes come 10 at a time. */
export const NOTES_PAGE_SIZE = 10;

/** The channel of one student's notes about one subject. */
export interface Channel {
  studentId: string;
  subjectId: string;
}

export const channelParams = ({ studentId, subjectId }: Channel) => ({
  student: studentId,
  subject: subjectId,
});

/** A page of notes, newest first: the newest, or those before `before` (ISO 8601). */
export function fetchNotes(channel: Channel, before?: string): Promise<NotesPage> {
  return call(notes.listNotes, {
    params: channelParams(channel),
    query: { before, limit: NOTES_PAGE_SIZE },
  });
}

export function postNote(channel: Channel, message: string): Promise<Note> {
  return call(notes.postNote, { params: channelParams(channel), body: { message } });
}

export function fetchUnread(channel: Channel): Promise<UnreadNotes> {
  return call(notes.unread, { params: channelParams(channel) });
}

/** Everything up to `timestamp` has been read. */
export function markNotesRead(channel: Channel, timestamp: string): Promise<Success> {
  return call(notes.markRead, { params: channelParams(channel), body: { timestamp } });
}

/** Students message about Maths; its id comes from the game's subject list. */
export async function fetchMathsSubjectId(): Promise<string | null> {
  const subjects = await call(game.subjects);
  return subjects.find((subject) => subject.name.trim().toLowerCase() === 'maths')?._id ?? null;
}
