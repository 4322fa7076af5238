import { Badge } from '@mantine/core';

import type { ConcernState } from '../../../generated/api/schemas';
import { CONCERN_STATES } from '../rules/concernStates';

export function StateBadge({ state }: { state: ConcernState }) {
  const { label, colour } = CONCERN_STATES[state];
  return (
    <Badge variant="light" color={colour}>
      {label}
    </Badge>
  );
}
