import { Group, Paper, Stack, Text, Title } from '@mantine/core';

import type { Ghost } from '../../../generated/Ghost';
import { ghostTotal } from '../rules/ghosts';
import { GhostMark } from './GhostMark';

/** A multiplayer game's three ghosts, each with its shape in its colour, with its total. */
export function Opponents({ ghosts }: { ghosts: Ghost[] }) {
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-labelledby="opponents-title">
      <Title order={2} size="h5" id="opponents-title" mb="xs">
        Opponents
      </Title>
      <Stack gap={6}>
        {ghosts.map((ghost, index) => (
          <Group key={ghost.id} justify="space-between" data-testid="opponent" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <GhostMark index={index} colour={ghost.colour} />
              <Text fw={600}>{ghost.name}</Text>
            </Group>
            <Text fw={700} aria-label={`${ghost.name}'s points`}>
              {ghostTotal(ghost)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
