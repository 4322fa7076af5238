import type { ReactNode } from 'react';

import { ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { Session } from '../../../generated/api/schemas';
import type { SessionColumn } from './sessionColumns';

export interface SessionsTableProps {
  label: string;
  sessions: Session[];
  columns: SessionColumn[];
  /** A last row across every column, such as 'Load Next Week' or an empty text. */
  footer?: ReactNode;
}

/** Sessions as rows, one column per entry of `columns` (cards on a phone). */
export function SessionsTable({ label, sessions, columns, footer }: SessionsTableProps) {
  return (
    <ResponsiveTable
      label={label}
      columns={columns}
      rows={sessions}
      rowKey={(session) => session._id}
      footer={footer}
      minWidth={600}
      tableProps={{ striped: true, withTableBorder: true }}
    />
  );
}
