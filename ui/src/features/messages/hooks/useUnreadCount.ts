import { useQuery } from '@tanstack/react-query';

import { logError } from '../../../lib/remoteLog';
import { type Channel, fetchUnread } from '../api/notesApi';
import { messageKeys } from './queryKeys';

/** How often the home screen asks again how many notes are unread. */
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

/** Notes from others the signed-in person has not read yet. */
export function useUnreadCount(channel: Channel | null) {
  const query = useQuery({
    queryKey: messageKeys.unread(channel ?? { studentId: '', subjectId: '' }),
    queryFn: () => unreadOrNothing(channel!),
    enabled: channel !== null,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return query.data ?? 0;
}
