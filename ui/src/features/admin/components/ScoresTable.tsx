import { Button, Table, Text } from '@mantine/core';

import type { StudentSubjectScore } from '../../../generated/StudentSubjectScore';

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

interface ScoresTableProps {
  rows: readonly StudentSubjectScore[];
  onReset: (score: StudentSubjectScore) => void;
}

/** One row per student and subject, with the Reset Score action (spec 001 §2). */
export function ScoresTable({ rows, onReset }: ScoresTableProps) {
  if (rows.length === 0) return <Text c="dimmed">No scores found</Text>;
  return (
    <Table striped aria-label="Student scores">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Student ID</Table.Th>
          <Table.Th>Student</Table.Th>
          <Table.Th>School year</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th>Score</Table.Th>
          <Table.Th>Relative level</Table.Th>
          <Table.Th>Tutor</Table.Th>
          <Table.Th>Parent e-mail</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id}>
            <Table.Td>{row.student_id}</Table.Td>
            <Table.Td>{fullName(row.student_first_name, row.student_last_name)}</Table.Td>
            <Table.Td>{row.school_year}</Table.Td>
            <Table.Td>{row.subject_name}</Table.Td>
            <Table.Td>{Math.round(row.score)}</Table.Td>
            <Table.Td>{row.relative_level ?? ''}</Table.Td>
            <Table.Td>{fullName(row.tutor_first_name, row.tutor_last_name)}</Table.Td>
            <Table.Td>{row.parent_email ?? ''}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => onReset(row)}>
                Reset Score
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
