import { useQuery } from '@tanstack/react-query';

import { fetchImportStatus } from '../api/importApi';
import { importState } from '../importState';
import { importKeys } from './queryKeys';

/** How often a running import's status is read again. */
export const STATUS_POLL_MS = 2000;

/**
 * The last import's status, read again every 2 seconds while it runs. It
 * is judged at the moment it was read, so a status left open for a long
 * time is not called timed out until it is read again.
 */
export function useImportStatus() {
  const query = useQuery({
    queryKey: importKeys.status,
    queryFn: fetchImportStatus,
    refetchInterval: ({ state }) =>
      importState(state.data, state.dataUpdatedAt) === 'running' ? STATUS_POLL_MS : false,
  });

  return {
    status: query.data,
    state: importState(query.data, query.dataUpdatedAt),
    error: query.error,
    refreshing: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
