import { Badge, Table } from '@mantine/core';

import type { AdminQuestion } from '../../../generated/AdminQuestion';

interface ResultsTableProps {
  questions: AdminQuestion[];
  onOpen: (question: AdminQuestion) => void;
}

/** One row per question; a row opens the question. */
export function ResultsTable({ questions, onOpen }: ResultsTableProps) {
  return (
    <Table highlightOnHover striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Theme</Table.Th>
          <Table.Th>Topic</Table.Th>
          <Table.Th>Endcode</Table.Th>
          <Table.Th>Ref</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {questions.map((question) => (
          <Table.Tr
            key={question._id}
            tabIndex={0}
            style={{ cursor: 'pointer' }}
            onClick={() => onOpen(question)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onOpen(question);
            }}
          >
            <Table.Td>{question.theme.name}</Table.Td>
            <Table.Td>{question.topic.name}</Table.Td>
            <Table.Td>{question.endcode.name}</Table.Td>
            <Table.Td>{question.ref}</Table.Td>
            <Table.Td>
              <Badge variant="light">{question.status}</Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
