import { Button, Text } from '@mantine/core';

import { type ResponsiveColumn, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { StudentSubjectScore } from '../../../generated/api/schemas';

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

interface ScoresTableProps {
  rows: readonly StudentSubjectScore[];
  onReset: (score: StudentSubjectScore) => void;
}

/** One row per student and subject, with the Reset Score action. */
export function ScoresTable({ rows, onReset }: ScoresTableProps) {
  if (rows.length === 0) return <Text c="dimmed">No scores found</Text>;
  const columns: ResponsiveColumn<StudentSubjectScore>[] = [
    { header: 'Student ID', cell: (row) => row.student_id },
    {
      header: 'Student',
      cell: (row) => fullName(row.student_first_name, row.student_last_name),
    },
    { header: 'School year', cell: (row) => row.school_year },
    { header: 'Subject', cell: (row) => row.subject_name },
    { header: 'Score', cell: (row) => Math.round(row.score) },
    { header: 'Relative level', cell: (row) => row.relative_level ?? '' },
    { header: 'Tutor', cell: (row) => fullName(row.tutor_first_name, row.tutor_last_name) },
    { header: 'Parent e-mail', cell: (row) => row.parent_email ?? '' },
    {
      header: '',
      cell: (row) => (
        <Button size="xs" variant="light" onClick={() => onReset(row)}>
          Reset Score
        </Button>
      ),
    },
  ];
  return (
    <ResponsiveTable
      label="Student scores"
      columns={columns}
      rows={rows}
      rowKey={(row) => row._id}
      tableProps={{ striped: true }}
    />
  );
}
