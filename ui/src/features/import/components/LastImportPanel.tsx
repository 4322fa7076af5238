import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';

import type { ImportStatus } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { formatDayTime } from '../../../lib/dates';
import { type ImportState, TIMED_OUT_MESSAGE } from '../importState';

export interface LastImportPanelProps {
  status: ImportStatus | undefined;
  state: ImportState;
  error: unknown;
  busy: boolean;
  /** Saves the results workbook; absent where files cannot be fetched (the desktop app). */
  onOpenResults?: (resultsFile: string) => void;
}

function Field({ label, value }: { label: string; value?: string }) {
  return (
    <Text>
      <Text span fw={700}>
        {label}:
      </Text>{' '}
      {value ?? '-'}
    </Text>
  );
}

const when = (iso?: string) => (iso ? formatDayTime(new Date(iso)) : undefined);

/**
 * What the last (or current) import did: its times, message, the results
 * workbook the message names, and the result lines.
 */
export function LastImportPanel({
  status,
  state,
  error,
  busy,
  onOpenResults,
}: LastImportPanelProps) {
  const resultsFile = state === 'finished' ? status?.resultsFile : undefined;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Last import">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Last import
        </Title>
        {error !== null && <Text c="red">Error: {errorMessages(error).join(', ')}</Text>}
        {state === 'timedOut' && <Text c="red">{TIMED_OUT_MESSAGE}</Text>}
        {status && state === 'idle' && <Text c="dimmed">No import has run yet.</Text>}
        {status && state !== 'idle' && (
          <>
            <Field label="Started" value={when(status.started)} />
            <Field label="Finished" value={when(status.finished)} />
            <Field label="Last update" value={when(status.lastUpdate)} />
            <Field label="Message" value={status.message} />
          </>
        )}
        {resultsFile && onOpenResults && (
          <Group>
            <Button
              size="xs"
              variant="light"
              disabled={busy}
              onClick={() => onOpenResults(resultsFile)}
            >
              Download {resultsFile}
            </Button>
          </Group>
        )}
        {status && status.results.length > 0 && (
          <Table aria-label="Import results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Detail</Table.Th>
                <Table.Th>Count</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.results.map((result, index) => {
                // 'info' lines are counts of what was done; anything else needs fixing.
                const color = result.type === 'info' ? 'dimmed' : 'red';
                return (
                  <Table.Tr key={index} data-type={result.type}>
                    <Table.Td c={color}>{result.detail}</Table.Td>
                    <Table.Td c={color}>{result.count}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
