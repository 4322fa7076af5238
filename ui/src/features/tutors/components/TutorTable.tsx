import { Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { Tutor } from '../../../generated/Tutor';
import { adminTutorPath } from '../paths';

/** Spec 001 §2: first name, last name, e-mail, subject and a link to the profile. */
export function TutorTable({ tutors }: { tutors: readonly Tutor[] }) {
  if (tutors.length === 0) return <Text c="dimmed">No tutors yet</Text>;
  return (
    <Table striped aria-label="Tutors">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>First name</Table.Th>
          <Table.Th>Last name</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tutors.map((tutor) => (
          <Table.Tr key={tutor._id}>
            <Table.Td>{tutor.first_name}</Table.Td>
            <Table.Td>{tutor.last_name}</Table.Td>
            <Table.Td>{tutor.email}</Table.Td>
            <Table.Td>{tutor.subject?.name ?? ''}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" component={Link} to={adminTutorPath(tutor._id)}>
                View profile
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
