import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { Note } from '../../../generated/api/schemas';
import { useAuth } from '../../../lib/auth/AuthContext';
import { logError } from '../../../lib/remoteLog';
import { type Channel, fetchUnread } from '../api/notesApi';
import { followNotes } from '../followNotes';
import { messageKeys } from './queryKeys';

/**
 * How often the count is asked again regardless: a backstop while the live
 * channel is down, since a new note is otherwise counted as it arrives.
 */
export const UNREAD_REFRESH_MS = 30_000;

async function unreadOrNothing(channel: Channel): Promise<number> {
  try {
    return (await fetchUnread(channel)).count;
  } catch (error) {
    // Only a badge depends on it: log, and show no count.
    logError(error);
    return 0;
  }
}

/** The newest of the notes someone else wrote, or '' when there is none. */
function newestFromOthers(notes: Note[], ownSenderId: string): string {
  return notes
    .filter((note) => note.sender_id !== ownSenderId)
    .reduce((newest, note) => (note.timestamp > newest ? note.timestamp : newest), '');
}

/**
 * Notes from others the signed-in person has not read yet. The count is
 * asked again when the channel's live feed (followNotes: the event stream,
 * or on the desktop app a poll every few seconds) brings a note from
 * someone else newer than any seen, and when the window regains focus; so
 * it changes within moments of a message, with no fast polling.
 */
export function useUnreadCount(channel: Channel | null) {
  const queryClient = useQueryClient();
  const ownSenderId = useAuth().user?.uid ?? '';
  const studentId = channel?.studentId ?? '';
  const subjectId = channel?.subjectId ?? '';
  const query = useQuery({
    queryKey: messageKeys.unread({ studentId, subjectId }),
    queryFn: () => unreadOrNothing({ studentId, subjectId }),
    enabled: channel !== null,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

  useEffect(() => {
    if (!studentId || !subjectId) return;
    const controller = new AbortController();
    // The first delivery (the catch-up as the feed opens) counts as new: a
    // note may have come between the first count and the feed opening.
    let newestSeen = '';
    followNotes({ studentId, subjectId }, controller.signal, (notes) => {
      const newest = newestFromOthers(notes, ownSenderId);
      if (newest <= newestSeen) return;
      newestSeen = newest;
      void queryClient.invalidateQueries({
        queryKey: messageKeys.unread({ studentId, subjectId }),
      });
    });
    return () => controller.abort();
  }, [studentId, subjectId, ownSenderId, queryClient]);

  return query.data ?? 0;
}
