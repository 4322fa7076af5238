import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { toApiError } from '../../../lib/api/apiError';
import { fetchSession } from '../api/roomApi';
import type { LoadedSession, RoomStatus } from '../rules/roomStatus';
import { SESSIONS_KEY } from './useSessionWeeks';

/**
 * The session of a session page. The server answers 404 for sessions
 * that do not exist and for other people's alike, and both read
 * 'Error: No such session'. Once the session is over it is loaded again,
 * so the page shows whether it was attended.
 */
export function useRoomSession(sessionId: string) {
  const query = useQuery({
    queryKey: [...SESSIONS_KEY, 'one', sessionId],
    queryFn: () => fetchSession(sessionId),
    enabled: sessionId !== '',
    retry: (count, error) => toApiError(error).status >= 500 && count < 2,
  });
  const session: LoadedSession = query.data ?? (query.isError ? 'missing' : 'loading');
  const { refetch } = query;
  const [status, setStatus] = useState<RoomStatus>('LOADING');
  const onStatus = useCallback(
    (next: RoomStatus) => {
      setStatus(next);
      if (next === 'FINISHED') void refetch();
    },
    [refetch],
  );
  return { session, status, onStatus };
}
