import { Text } from '@mantine/core';

import type { Outcome } from '../rules/wizard';

/** A green tick, a red cross, or a grey dash for a check not done. */
export function OutcomeMark({ outcome }: { outcome: Outcome | undefined }) {
  if (outcome?.kind === 'passed') {
    return (
      <Text c="green" fw={700} aria-label="passed">
        ✓
      </Text>
    );
  }
  if (outcome?.kind === 'failed') {
    return (
      <Text c="red" fw={700} aria-label="failed">
        ✗
      </Text>
    );
  }
  return (
    <Text c="dimmed" aria-label="not checked">
      –
    </Text>
  );
}
