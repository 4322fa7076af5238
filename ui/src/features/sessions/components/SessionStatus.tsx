import { Badge, Group } from '@mantine/core';

import type { Session } from '../../../generated/api/schemas';
import { LiveNowBadge } from './LiveNow';

export const NEEDS_ANOTHER_TUTOR = 'Needs another tutor';

/**
 * A session's status, with "Live now" while it can be joined, and a badge
 * while its tutor is suspended: the parent learns the tutor will change,
 * and an admin that the session is theirs to hand on with Substitute.
 */
export function SessionStatus({ session }: { session: Session }) {
  return (
    <Group gap="xs">
      {session.status}
      <LiveNowBadge session={session} />
      {session.needs_substitute && <Badge color="orange">{NEEDS_ANOTHER_TUTOR}</Badge>}
    </Group>
  );
}
