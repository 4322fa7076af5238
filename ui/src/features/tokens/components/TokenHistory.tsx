import { Table, Text } from '@mantine/core';

import type { TokenHistoryEntry } from '../../../generated/TokenHistoryEntry';
import { formatDayTime } from '../../../lib/dates';

/** What an entry was for: a game, a prize, or tokens given by an adult. */
function whatFor(entry: TokenHistoryEntry): string {
  if (entry.game_summary_id) return entry.game ?? 'A game';
  if (entry.prize) return `Prize: ${entry.prize}`;
  const row = entry.rows[0];
  if (row?.status === 'Spent') return 'Prize';
  return row?.note ? `Given: ${row.note}` : 'Given';
}

/** Tokens the entry moved: earned ones count up, spent ones down. */
function tokensOf(entry: TokenHistoryEntry): number {
  if (entry.game_summary_id) return entry.token_count;
  return entry.rows.reduce((sum, row) => sum + row.amount, 0);
}

/** The token history, newest first, one row per game, prize or grant. */
export function TokenHistory({ entries }: { entries: TokenHistoryEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No tokens yet. Play a game to earn some!</Text>;
  return (
    <Table aria-label="Token history" striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>What for</Table.Th>
          <Table.Th>Tokens</Table.Th>
          <Table.Th>Pending</Table.Th>
          <Table.Th>Without a subscription</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry._id}>
            <Table.Td>{formatDayTime(new Date(entry.created_at))}</Table.Td>
            <Table.Td>{whatFor(entry)}</Table.Td>
            <Table.Td>{tokensOf(entry)}</Table.Td>
            <Table.Td>{entry.pending_token_count}</Table.Td>
            <Table.Td>{entry.without_subscription_count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
