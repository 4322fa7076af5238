import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';

import type { PerformanceNode } from '../../../../generated/api/schemas';
import { priorityWords } from '../../rules/plainWords';
import { readableName } from '../../rules/readableName';
import { ScoreBarView } from './ScoreBarView';

/** Room for a name (an endcode's description wraps within it) before the bar. */
const NAME_WIDTH = 280;

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
 * One node of the hierarchy: its name (an endcode's description), its
 * score bar, how much it was practised this week, and for an endcode its
 * priority. The staff (`showCode`) also see an endcode's code, the priority
 * as its number and the levels' numbers; a child or parent reads words.
 */
export function FocusNodeRow({
  node,
  mix,
  showCode = false,
}: {
  node: PerformanceNode;
  mix: MixTicks | null;
  showCode?: boolean;
}) {
  const code = node.description ? node.name : null;
  return (
    <Stack gap={2} py={4} data-testid={`focus-${node._id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {mix && <MixCheckbox node={node} mix={mix} />}
        {/* The names share one width, so the bars line up; on a phone the
            name takes the line and the bar goes under it. */}
        <Group gap="sm" style={{ flex: 1, rowGap: 4 }}>
          <Text fw={600} w={{ base: '100%', sm: NAME_WIDTH }}>
            {readableName(node)}
          </Text>
          <ScoreBarView node={node} numbers={showCode} />
          <Text size="sm" c="dimmed">
            {node.recent_answer_count} answered this week
          </Text>
          {node.priority !== undefined && (
            <Badge variant="light" color={node.priority === 1 ? 'red' : 'gray'}>
              {showCode ? `Priority ${node.priority}` : priorityWords(node.priority)}
            </Badge>
          )}
        </Group>
      </Group>
      {showCode && code && (
        <Text size="sm" c="dimmed" pl={mix ? 36 : 0}>
          {code}
        </Text>
      )}
    </Stack>
  );
}
