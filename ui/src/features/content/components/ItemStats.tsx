import { Group, Stack, Text } from '@mantine/core';

import { ScoreDistributionChart } from '../../../components/charts/ScoreDistributionChart';
import { measuredRange } from '../../../components/questionEditor/measuredDifficulty';
import type { ContentItem } from '../levels';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

/**
 * Counts and the score spread of the questions under an item, and the
 * spread of the difficulties measured from children's answers beside it.
 */
export function ItemStats({ item }: { item: ContentItem }) {
  const scores =
    item.min_score === null || item.max_score === null
      ? 'none yet'
      : `${item.min_score} to ${item.max_score}`;
  return (
    <Stack gap="xs">
      <Group gap="lg">
        <Text size="sm" data-testid="question-count">
          <Text span c="dimmed" size="sm">
            Questions:{' '}
          </Text>
          {item.question_count}
        </Text>
        <Stat label="Scores" value={scores} />
        {item.measured && (
          <Stat label="Measured" value={measuredRange(item.measured, item.question_count)} />
        )}
        {'theme_count' in item && <Stat label="Themes" value={item.theme_count} />}
        {'topic_count' in item && <Stat label="Topics" value={item.topic_count} />}
        {'endcode_count' in item && <Stat label="Endcodes" value={item.endcode_count} />}
      </Group>
      <ScoreDistributionChart distribution={item.question_distribution} />
    </Stack>
  );
}
