import type { Named } from '../../../generated/Named';
import type { NewNote } from '../../../generated/NewNote';
import type { Note } from '../../../generated/Note';
import type { NotesPage } from '../../../generated/NotesPage';
import type { NotesRead } from '../../../generated/NotesRead';
import type { Success } from '../../../generated/Success';
import type { UnreadNotes } from '../../../generated/UnreadNotes';
import { apiList, apiRequest } from '../../../lib/api/client';

/** Spec 001 §9: notes come 10 at a time. */
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

export const NOTE_EVENTS_PATH = 'note/{student}/{subject}/events';

/** A page of notes, newest first: the newest, or those before `before` (ISO 8601). */
export function fetchNotes(channel: Channel, before?: string): Promise<NotesPage> {
  return apiRequest<NotesPage>({
    method: 'GET',
    path: 'note/{student}/{subject}',
    params: channelParams(channel),
    query: { before, limit: NOTES_PAGE_SIZE },
    responseSchema: 'NotesPage',
  });
}

export function postNote(channel: Channel, message: string): Promise<Note> {
  const body: NewNote = { message };
  return apiRequest<Note>({
    method: 'POST',
    path: 'note/{student}/{subject}',
    params: channelParams(channel),
    body,
    requestSchema: 'NewNote',
    responseSchema: 'Note',
  });
}

export function fetchUnread(channel: Channel): Promise<UnreadNotes> {
  return apiRequest<UnreadNotes>({
    method: 'GET',
    path: 'unread_notes/{student}/{subject}',
    params: channelParams(channel),
    responseSchema: 'UnreadNotes',
  });
}

/** Everything up to `timestamp` has been read. */
export function markNotesRead(channel: Channel, timestamp: string): Promise<Success> {
  const body: NotesRead = { timestamp };
  return apiRequest<Success>({
    method: 'PUT',
    path: 'notes_read/{student}/{subject}',
    params: channelParams(channel),
    body,
    requestSchema: 'NotesRead',
    responseSchema: 'Success',
  });
}

/** Students message about Maths (spec 001 §2); its id comes from the game's subject list. */
export async function fetchMathsSubjectId(): Promise<string | null> {
  const subjects = await apiList<Named>('Named', { method: 'GET', path: 'game/subjects' });
  return subjects.find((subject) => subject.name.trim().toLowerCase() === 'maths')?._id ?? null;
}
