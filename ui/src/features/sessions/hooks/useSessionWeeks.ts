import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { fetchSessions, type SessionOwner } from '../api/sessionsApi';
import { FIRST_WEEKS, type SessionList, sessionWindow } from '../rules/sessionWeeks';

/** Every session list sits under this key, so one change reloads them all. */
export const SESSIONS_KEY = ['sessions'] as const;

/**
 * One session list loaded week by week. The window is measured from the
 * moment of each fetch, so a reload after a change also moves on with the
 * clock. The rows loaded so far stay on screen while another week loads,
 * and asking for one more week while a load runs is refused. With
 * `refreshEvery` (milliseconds) the list reloads on its own.
 */
export function useSessionWeeks(
  list: SessionList,
  owner: SessionOwner | null,
  refreshEvery: number | false = false,
) {
  const [weeks, setWeeks] = useState(FIRST_WEEKS[list]);
  const sessions = useQuery({
    queryKey: [...SESSIONS_KEY, list, owner, weeks],
    queryFn: () => fetchSessions(list, owner!, sessionWindow(list, weeks, new Date())),
    enabled: owner !== null,
    placeholderData: keepPreviousData,
    refetchInterval: refreshEvery,
  });
  const busy = sessions.isFetching;

  function loadAnotherWeek() {
    if (busy) return;
    setWeeks((current) => current + 1);
  }

  return { sessions, busy, loadAnotherWeek };
}
