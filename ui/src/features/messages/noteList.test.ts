import { describe, expect, it } from 'vitest';

import type { NotesPage } from '../../generated/api/schemas';
import {
  isNearOldest,
  notesOf,
  olderPageStart,
  type NotePages,
  recipientOf,
  withArrivedNotes,
} from './noteList';
import { tutorNote } from './testing/fakeNotesServer';

const page = (numbers: number[], total: number): NotesPage => ({
  notes: numbers.map((n) => tutorNote(n)),
  count: numbers.length,
  total,
});
const ids = (pages: NotesPage[]) => notesOf(pages).map((note) => note._id);

describe('loaded notes', () => {
  it('lists each note once, newest first', () => {
    expect(ids([page([3, 2], 4), page([2, 1], 4)])).toEqual(['note-3', 'note-2', 'note-1']);
  });

  it.each<[string, NotesPage[], string | undefined]>([
    ['more to load: before the oldest loaded', [page([15, 14], 15)], tutorNote(14).timestamp],
    ['all loaded', [page([2, 1], 2)], undefined],
    ['an empty channel', [page([], 0)], undefined],
  ])('the next page: %s', (_, pages, expected) => {
    expect(olderPageStart(pages)).toBe(expected);
  });
});

describe('notes arriving live', () => {
  const loaded: NotePages = { pages: [page([2, 1], 2)], pageParams: [undefined] };

  it('join the newest page once, and count towards the total', () => {
    const after = withArrivedNotes(loaded, [tutorNote(3), tutorNote(2)])!;
    expect(ids(after.pages)).toEqual(['note-3', 'note-2', 'note-1']);
    expect(after.pages[0]).toMatchObject({ count: 3, total: 3 });
    expect(olderPageStart(after.pages)).toBeUndefined();
  });

  it('change nothing when already shown, or before the first load', () => {
    expect(withArrivedNotes(loaded, [tutorNote(1)])).toBe(loaded);
    expect(withArrivedNotes(undefined, [tutorNote(1)])).toBeUndefined();
  });
});

describe('scrolling near the oldest notes, at the top', () => {
  it.each([
    [0, true],
    [100, true],
    [101, false],
    [600, false],
  ])('scrolled to %i: %s', (scrollTop, near) => {
    expect(isNearOldest({ scrollTop })).toBe(near);
  });
});

describe('whom a message goes to', () => {
  const fromAda = (n: number) => ({
    ...tutorNote(n),
    sender_id: 'uid-STUDENT',
    sender_name: 'Ada',
  });

  it('is the last other person who wrote', () => {
    const notes = [fromAda(3), { ...tutorNote(2), sender_name: 'Tom' }, tutorNote(1)];
    expect(recipientOf(notes, 'uid-STUDENT', 'your tutor')).toBe('Tom');
  });

  it('is the fallback while only the writer has written', () => {
    expect(recipientOf([fromAda(1)], 'uid-STUDENT', 'your tutor')).toBe('your tutor');
    expect(recipientOf([], 'uid-STUDENT', 'your tutor')).toBe('your tutor');
  });
});
