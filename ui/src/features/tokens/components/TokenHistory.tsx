import { Text } from '@mantine/core';

import { type ResponsiveColumn, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { TokenHistoryEntry } from '../../../generated/api/schemas';
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

const COLUMNS: ResponsiveColumn<TokenHistoryEntry>[] = [
  { header: 'Date', cell: (entry) => formatDayTime(new Date(entry.created_at)) },
  { header: 'What for', cell: whatFor },
  { header: 'Tokens', cell: tokensOf },
  { header: 'Pending', cell: (entry) => entry.pending_token_count },
  { header: 'Without a subscription', cell: (entry) => entry.without_subscription_count },
];

/** The token history, newest first, one row per game, prize or grant. */
export function TokenHistory({ entries }: { entries: TokenHistoryEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No tokens yet. Play a game to earn some!</Text>;
  return (
    <ResponsiveTable
      label="Token history"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry._id}
      tableProps={{ striped: true, withTableBorder: true }}
    />
  );
}
