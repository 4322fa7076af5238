import { Badge, Group } from '@mantine/core';

import type { Session } from '../../../generated/api/schemas';

export const NEEDS_ANOTHER_TUTOR = 'Needs another tutor';

/**
 * A session's status, with a badge while its tutor is suspended: the
 * parent learns the tutor will change, and an admin that the session is
 * theirs to hand on with Substitute.
 */
export function SessionStatus({ session }: { session: Session }) {
  if (!session.needs_substitute) return session.status;
  return (
    <Group gap="xs">
      {session.status}
      <Badge color="orange">{NEEDS_ANOTHER_TUTOR}</Badge>
    </Group>
  );
}
