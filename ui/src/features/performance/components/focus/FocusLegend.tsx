import { Box, Group, Paper, Stack, Text } from '@mantine/core';

import { BAR_HALF_RANGE, BAR_TICKS, type ScoreBar } from '../../rules/scoreBar';
import { BAR_COLOURS, BAR_WIDTH, Mark, ScoreBarTrack } from './ScoreBarView';

/** The sample bar: a level 3 months higher than at the week's start, questions around it. */
const SAMPLE: ScoreBar = {
  lower: -BAR_HALF_RANGE,
  upper: BAR_HALF_RANGE,
  current: 50,
  previous: 25,
  min: 8,
  max: 83,
};

function tickLabel(months: number): string {
  if (months === 0) return 'now';
  return months > 0 ? `+${months}` : `${months}`;
}

function Key({ colour, size, label }: { colour: string; size: number; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box pos="relative" w={14} h={14}>
        <Mark at={50} colour={colour} size={size} />
      </Box>
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/**
 * How to read the score bars, once above them: a sample bar with its
 * scale in months, and what each mark means.
 */
export function FocusLegend() {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="How to read the bars">
      <Stack gap="xs">
        <Text size="sm">
          Each bar runs from {BAR_HALF_RANGE} months below to {BAR_HALF_RANGE} months above the
          level now, marked every 3 months. A level is in months of school work: a year has 12.
        </Text>
        <Group gap="lg" align="flex-start">
          <Stack gap={2} aria-hidden>
            <Box
              pos="relative"
              h={14}
              w={BAR_WIDTH}
              bg={BAR_COLOURS.track}
              style={{ borderRadius: 7 }}
            >
              <ScoreBarTrack bar={SAMPLE} />
            </Box>
            <Box pos="relative" h={16} w={BAR_WIDTH}>
              {BAR_TICKS.map((tick) => (
                <Text
                  key={tick.months}
                  span
                  size="xs"
                  c="dimmed"
                  pos="absolute"
                  style={{ left: `${tick.at}%`, transform: 'translateX(-50%)' }}
                >
                  {tickLabel(tick.months)}
                </Text>
              ))}
            </Box>
          </Stack>
          <Stack gap={4}>
            <Key colour={BAR_COLOURS.current} size={12} label="Level now" />
            <Key colour={BAR_COLOURS.previous} size={8} label="Level when this week began" />
            <Group gap={6} wrap="nowrap">
              <Box w={14} h={8} bg={BAR_COLOURS.range} />
              <Text size="sm">From the easiest to the hardest question here</Text>
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
