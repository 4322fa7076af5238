import { Paper, Table } from '@mantine/core';

import type { ReviewRow } from '../reviewRows';

/** What the parent is about to buy, one fact a row, before Pay. */
export function ReviewSummary({ rows }: { rows: readonly ReviewRow[] }) {
  return (
    <Paper withBorder p="sm">
      <Table aria-label="Review">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" w="35%">
                {row.label}
              </Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
