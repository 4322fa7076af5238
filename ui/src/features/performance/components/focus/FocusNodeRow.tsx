import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';

import type { PerformanceNode } from '../../../../generated/PerformanceNode';
import { ScoreBarView } from './ScoreBarView';

/** What a tick does: present only for viewers who edit mixes. */
export interface MixTicks {
  ticked: readonly string[];
  toggle: (nodeId: string) => void;
}

/** Ticks a node into (or out of) the mix being edited. */
export function MixCheckbox({
  node,
  mix,
  label,
}: {
  node: PerformanceNode;
  mix: MixTicks;
  label?: string;
}) {
  return (
    <Checkbox
      aria-label={`Include ${node.name} in the mix`}
      label={label}
      checked={mix.ticked.includes(node._id)}
      onChange={() => mix.toggle(node._id)}
    />
  );
}

/**
 * One node of the hierarchy: its name, its score bar, how much it was
 * practised this week, and for an endcode its priority and description.
 */
export function FocusNodeRow({ node, mix }: { node: PerformanceNode; mix: MixTicks | null }) {
  return (
    <Stack gap={2} py={4} data-testid={`focus-${node._id}`}>
      <Group gap="sm" wrap="nowrap">
        {mix && <MixCheckbox node={node} mix={mix} />}
        <Text fw={600} miw={160}>
          {node.name}
        </Text>
        <ScoreBarView node={node} />
        <Text size="sm" c="dimmed">
          {node.recent_answer_count} answered this week
        </Text>
        {node.priority !== undefined && (
          <Badge variant="light" color={node.priority === 1 ? 'red' : 'gray'}>
            Priority {node.priority}
          </Badge>
        )}
      </Group>
      {node.description && (
        <Text size="sm" c="dimmed" pl={mix ? 36 : 0}>
          {node.description}
        </Text>
      )}
    </Stack>
  );
}
