import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';

import type { Note } from '../../../generated/api/schemas';
import { logError } from '../../../lib/remoteLog';
import { showError } from '../../../lib/toasts';
import { type Channel, fetchNotes, markNotesRead, postNote } from '../api/notesApi';
import { followNotes } from '../followNotes';
import { type NotePages, notesOf, olderPageStart, withArrivedNotes } from '../noteList';
import { messageKeys } from './queryKeys';

/**
 * One channel's notes: the newest 10, older ones 10 at a time, new ones as
 * they are posted (live), sending, and marking what is shown as read.
 * `markRead: false` is for a reader who only looks on, a parent: the
 * server refuses their marking read (docs/authorization.md, "A child's
 * messages and their parent"), so it is not asked.
 */
export function useNotes(channel: Channel, { markRead = true }: { markRead?: boolean } = {}) {
  const queryClient = useQueryClient();
  const key = messageKeys.notes(channel);
  const { studentId, subjectId } = channel;
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchNotes({ studentId, subjectId }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (_last, all) => olderPageStart(all),
  });

  const addNotes = (notes: Note[]) =>
    queryClient.setQueryData<NotePages>(key, (data) => withArrivedNotes(data, notes));
  const arrived = useEffectEvent(addNotes);
  useEffect(() => {
    const controller = new AbortController();
    followNotes({ studentId, subjectId }, controller.signal, (notes) => arrived(notes));
    return () => controller.abort();
  }, [studentId, subjectId]);

  const notes = pages.data ? notesOf(pages.data.pages) : [];
  const newest = notes[0]?.timestamp;
  // Each note is marked read once: the server keeps only the latest mark.
  const marked = useRef({ channel: '', upTo: '' });
  useEffect(() => {
    if (!markRead) return;
    const channel = `${studentId}/${subjectId}`;
    if (marked.current.channel !== channel) marked.current = { channel, upTo: '' };
    if (!newest || newest <= marked.current.upTo) return;
    marked.current.upTo = newest;
    markNotesRead({ studentId, subjectId }, newest)
      .then(() =>
        queryClient.invalidateQueries({ queryKey: messageKeys.unread({ studentId, subjectId }) }),
      )
      .catch(logError);
  }, [markRead, newest, studentId, subjectId, queryClient]);

  const send = useMutation({
    mutationFn: (message: string) => postNote({ studentId, subjectId }, message),
    onSuccess: (note) => addNotes([note]),
    onError: showError,
  });

  return {
    notes,
    loading: pages.isPending,
    failed: pages.isError && !pages.data,
    hasOlder: pages.hasNextPage,
    loadingOlder: pages.isFetchingNextPage,
    loadOlder: () => {
      if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
    /** `onSent` runs once the server has the note (e.g. to clear the box). */
    send: (message: string, onSent: () => void) => send.mutate(message, { onSuccess: onSent }),
    sending: send.isPending,
    /**
     * The server took contact details out of the note just sent. A mutation
     * keeps only its latest answer, so the next send clears it.
     */
    sentMasked: send.data?.masked === true,
    dismissMasked: send.reset,
  };
}
