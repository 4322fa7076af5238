import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SyncStatus } from '../../generated/desktop/SyncStatus';
import { desktopCommand } from '../api/tauriTransport';
import { isTauri } from '../platform';
import { counted } from '../plural';

export type { SyncStatus };

const SYNC_KEY = ['desktop_sync'];
/** Often enough that a child sees the badge change soon after the cable. */
const POLL_MS = 5000;

export interface SyncBadgeView {
  label: string;
  color: 'red' | 'yellow' | 'blue' | 'green';
  /** Why items were not accepted, for the tooltip. */
  details: string[];
}

function countedIfAny(count: number, noun: string): string | null {
  return count === 0 ? null : counted(count, noun);
}

/** "3 answers, 1 game and 2 reviews". */
function waitingText(status: SyncStatus): string {
  const parts = [
    countedIfAny(status.waitingAnswers, 'answer'),
    countedIfAny(status.waitingGames, 'game'),
    countedIfAny(status.waitingReviews, 'review'),
  ].filter((part) => part !== null);
  const last = parts.pop();
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : (last ?? '');
}

/**
 * What the header says of the offline work: offline and what waits, the
 * sync under way, or what the last sync delivered. Nothing when all is
 * quiet.
 */
export function syncBadge(status: SyncStatus): SyncBadgeView | null {
  const waiting = waitingText(status);
  const details = status.rejections.map((rejection) => `Not accepted: ${rejection.reason}`);
  if (!status.online) {
    return {
      label: waiting ? `Offline · ${waiting} waiting` : 'Offline',
      color: 'red',
      details,
    };
  }
  if (status.syncing) return { label: `Syncing ${waiting}...`, color: 'blue', details };
  if (waiting) return { label: `${waiting} waiting to sync`, color: 'yellow', details };
  const report = status.lastSync?.report;
  if (report && report.applied + report.duplicates + report.rejected > 0) {
    const synced = report.applied + report.duplicates;
    const refused = report.rejected > 0 ? ` · ${report.rejected} not accepted` : '';
    return { label: `All synced: ${synced} saved${refused}`, color: 'green', details };
  }
  return null;
}

export function useSyncStatus() {
  return useQuery({
    queryKey: SYNC_KEY,
    queryFn: () => desktopCommand<SyncStatus>('sync_status'),
    enabled: isTauri(),
    refetchInterval: POLL_MS,
  });
}

export function useSyncNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => desktopCommand<SyncStatus>('sync_now'),
    onSuccess: (status) => client.setQueryData(SYNC_KEY, status),
  });
}
