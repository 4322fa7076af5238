import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

import type { Ghost } from '../../../generated/Ghost';
import { GhostMark } from '../components/GhostMark';
import { StarIcon, TrophyIcon } from '../components/GameIcons';
import { ghostTotal } from '../rules/ghosts';
import { ordinal, place, progress, trackLength } from './raceTrack';
import './race.css';

interface Runner {
  key: string;
  name: string;
  /** Read with the points: "Your points", "Ace's points". */
  pointsLabel: string;
  total: number;
  mark: ReactNode;
  testId: string;
  /** The child's record, drawn as a trophy on their lane. */
  record?: number;
}

function Lane({ runner, length, totals }: { runner: Runner; length: number; totals: number[] }) {
  const along = progress(runner.total, length);
  const standing = ordinal(place(runner.total, totals));
  return (
    <li data-testid={runner.testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {runner.mark}
          <Text fw={600}>{runner.name}</Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {totals.length > 1 && (
            <Text size="sm" c="dimmed" data-testid="place">
              {standing}
            </Text>
          )}
          <Text fw={700} aria-label={runner.pointsLabel}>
            {runner.total}
          </Text>
        </Group>
      </Group>
      {/* The track shows what the names and numbers above already say. */}
      <div className="race-track" aria-hidden>
        <div
          className="race-runner"
          data-progress={along.toFixed(3)}
          style={{ '--race-progress': along } as CSSProperties}
        >
          {runner.mark}
        </div>
        {runner.record !== undefined && (
          <div
            className="race-record"
            data-testid="race-record"
            style={{ '--race-progress': progress(runner.record, length) } as CSSProperties}
          >
            <TrophyIcon size={16} />
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The race a child can see: their star and the ghosts move along a track
 * as their totals grow, with the child's record as a trophy to beat. In
 * a game without ghosts the child races their own record.
 */
export function RaceTrack(props: {
  playerTotal: number;
  ghosts: Ghost[];
  highscore: number | null;
}) {
  const record = props.highscore !== null && props.highscore > 0 ? props.highscore : undefined;
  const runners: Runner[] = [
    {
      key: 'you',
      name: 'You',
      pointsLabel: 'Your points',
      total: props.playerTotal,
      mark: <StarIcon size={20} />,
      testId: 'racer-you',
      record,
    },
    ...props.ghosts.map((ghost, index) => ({
      key: ghost.id,
      name: ghost.name,
      pointsLabel: `${ghost.name}'s points`,
      total: ghostTotal(ghost),
      mark: <GhostMark index={index} colour={ghost.colour} />,
      testId: 'opponent',
    })),
  ];
  const totals = runners.map((runner) => runner.total);
  const length = trackLength(record === undefined ? totals : [...totals, record]);
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-labelledby="race-title">
      <Title order={2} size="h5" id="race-title" mb="xs">
        {props.ghosts.length > 0 ? 'The race' : 'Beat your best'}
      </Title>
      <Stack component="ol" gap="sm" className="race-lanes">
        {runners.map((runner) => (
          <Lane key={runner.key} runner={runner} length={length} totals={totals} />
        ))}
      </Stack>
    </Paper>
  );
}
