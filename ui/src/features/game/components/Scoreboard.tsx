import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { PlayerScore } from '../../../generated/PlayerScore';
import { playerTotal, rewardThreshold, rubies, STREAK_LENGTH } from '../rules/scoring';
import { CoinIcon, JewelIcon, RubyIcon, StreakIcon } from './GameIcons';

/** '1:05' */
export function clockText(seconds: number): string {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

function Counter(props: { icon: ReactNode; label: string; value: number; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {props.icon}
      <Text size="sm">{props.label}</Text>
      <Text fw={700} data-testid={props.testId}>
        {props.value}
      </Text>
    </Group>
  );
}

/**
 * The child's side of the game: time left, gold coins, jewels, streak
 * points, rubies (the streak so far, out of 5) and progress towards the
 * next reward threshold.
 */
export function Scoreboard(props: {
  remainingSeconds: number;
  player: PlayerScore;
  highscore: number | null;
}) {
  const total = playerTotal(props.player);
  const threshold = rewardThreshold(total);
  const filled = rubies(props.player);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          {/* A timer is not read out as it changes, which would be every second. */}
          <Text
            fw={700}
            size="xl"
            data-testid="time-left"
            role="timer"
            aria-label={`Time left ${clockText(props.remainingSeconds)}`}
          >
            {clockText(props.remainingSeconds)}
          </Text>
          <Text fw={700} size="lg">
            Total <span data-testid="total-points">{total}</span>
          </Text>
        </Group>
        <Group gap="lg">
          <Counter
            icon={<CoinIcon />}
            label="Gold coins"
            value={props.player.score}
            testId="coins"
          />
          <Counter
            icon={<JewelIcon />}
            label="Jewels"
            value={props.player.bonus_points}
            testId="jewels"
          />
          <Counter
            icon={<StreakIcon />}
            label="Streak points"
            value={props.player.streak_points}
            testId="streak-points"
          />
        </Group>
        <Group
          gap={4}
          role="img"
          aria-label={`Rubies ${filled} of ${STREAK_LENGTH}`}
          data-testid="rubies"
        >
          {Array.from({ length: STREAK_LENGTH }, (_, index) => (
            <RubyIcon key={index} faded={index >= filled} />
          ))}
        </Group>
        <Stack gap={2}>
          <Progress
            value={Math.min(100, (total / threshold) * 100)}
            color="grape"
            aria-label="Progress to the next reward"
          />
          <Text size="xs" c="dimmed">
            Next reward at {threshold} points
            {props.highscore !== null && props.highscore > 0
              ? ` · Your best: ${props.highscore}`
              : ''}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
