import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

import type { Concern } from '../../../generated/api/schemas';
import { formatLongDayTime } from '../../../lib/dates';
import { RecordingLink } from '../../recordings';
import { personLabel } from '../rules/concernStates';
import { StateBadge } from './StateBadge';

const when = (moment: string) => formatLongDayTime(new Date(moment));

/** What happened in the raiser's words, and who and what the concern names. */
export function ConcernAccount({ concern }: { concern: Concern }) {
  const headingId = useId();
  const facts: [string, ReactNode][] = [
    ['Raised by', personLabel(concern.raised_by)],
    ['Raised', when(concern.raised_at)],
    ['Session', concern.session_starts_at ? when(concern.session_starts_at) : 'None named'],
    ['Child', concern.student?.name ?? 'None named'],
    ['Tutor', concern.tutor?.name ?? 'None named'],
    [
      'Recording',
      concern.recording_id ? <RecordingLink recordingId={concern.recording_id} /> : 'None',
    ],
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          What happened
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {concern.what_happened}
        </Text>
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="About the concern">
          <Table.Tbody>
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th w={140}>State</Table.Th>
              <Table.Td>
                <StateBadge state={concern.state} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
