import { Badge, Tooltip, UnstyledButton } from '@mantine/core';

import { syncBadge, useSyncNow, useSyncStatus } from '../../lib/desktop/sync';

/**
 * In the desktop app: whether it is offline and how much offline work
 * waits for the server; pressing it sends that work now.
 */
export function SyncBadge() {
  const status = useSyncStatus().data;
  const syncNow = useSyncNow();
  const badge = status ? syncBadge(status) : null;
  if (!badge) return null;
  const tip = badge.details.length > 0 ? badge.details.join('\n') : 'Send now';
  return (
    <Tooltip label={tip} multiline style={{ whiteSpace: 'pre-line' }}>
      <UnstyledButton
        aria-label={`${badge.label}. Send now`}
        onClick={() => syncNow.mutate()}
        disabled={syncNow.isPending}
      >
        <Badge color={badge.color} variant="light" data-testid="sync-badge">
          {badge.label}
        </Badge>
      </UnstyledButton>
    </Tooltip>
  );
}
