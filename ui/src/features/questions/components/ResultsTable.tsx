import { Badge } from '@mantine/core';

import { type ResponsiveColumn, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { AdminQuestion } from '../../../generated/api/schemas';

const COLUMNS: ResponsiveColumn<AdminQuestion>[] = [
  { header: 'Theme', cell: (question) => question.theme.name },
  { header: 'Topic', cell: (question) => question.topic.name },
  { header: 'Endcode', cell: (question) => question.endcode.name },
  { header: 'Ref', cell: (question) => question.ref },
  { header: 'Status', cell: (question) => <Badge variant="light">{question.status}</Badge> },
];

interface ResultsTableProps {
  questions: AdminQuestion[];
  onOpen: (question: AdminQuestion) => void;
}

/** One row per question; a row opens the question. */
export function ResultsTable({ questions, onOpen }: ResultsTableProps) {
  return (
    <ResponsiveTable
      columns={COLUMNS}
      rows={questions}
      rowKey={(question) => question._id}
      onRowClick={onOpen}
      tableProps={{ highlightOnHover: true, striped: true }}
    />
  );
}
