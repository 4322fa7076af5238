import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

import { toApiError } from '../../../lib/api/apiError';
import { formatLongDayTime } from '../../../lib/dates';
import { useRaisedConcerns } from '../hooks/useConcerns';
import { firstWords } from '../rules/concernText';
import { STATE_WORDS } from '../rules/concernWords';

/**
 * The concerns this person raised before, newest first: when, how each
 * began, and where it stands in plain words. Nothing shows until there is
 * one.
 */
export function RaisedConcerns() {
  const raised = useRaisedConcerns();
  const headingId = useId();
  if (raised.isError) return <Text c="red">{toApiError(raised.error).message}</Text>;
  if (!raised.data || raised.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        Concerns you have raised
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {raised.data.map((concern) => (
          <Paper component="li" key={concern._id} withBorder p="xs" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {formatLongDayTime(new Date(concern.raised_at))}
                </Text>
                <Text size="sm">{firstWords(concern.what_happened)}</Text>
              </Stack>
              <Badge variant="light" color={concern.state === 'closed' ? 'gray' : 'blue'}>
                {STATE_WORDS[concern.state]}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
