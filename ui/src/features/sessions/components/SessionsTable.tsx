import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Session } from '../../../generated/Session';
import type { SessionColumn } from './sessionColumns';

export interface SessionsTableProps {
  label: string;
  sessions: Session[];
  columns: SessionColumn[];
  /** A last row across every column, such as 'Load Next Week' or an empty text. */
  footer?: ReactNode;
}

/** Sessions as rows, one column per entry of `columns`. */
export function SessionsTable({ label, sessions, columns, footer }: SessionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table aria-label={label} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session._id}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(session)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {footer && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{footer}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
