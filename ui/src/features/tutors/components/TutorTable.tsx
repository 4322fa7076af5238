import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { type ResponsiveColumn, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { Tutor } from '../../../generated/api/schemas';
import { adminTutorPath } from '../paths';
import { TutorStanding } from './TutorStanding';

const COLUMNS: ResponsiveColumn<Tutor>[] = [
  { header: 'First name', cell: (tutor) => tutor.first_name },
  { header: 'Last name', cell: (tutor) => tutor.last_name },
  { header: 'E-mail', cell: (tutor) => tutor.email },
  { header: 'Subject', cell: (tutor) => tutor.subject?.name ?? '' },
  { header: 'DBS', cell: (tutor) => <TutorStanding tutor={tutor} /> },
  {
    header: '',
    cell: (tutor) => (
      <Button size="xs" variant="light" component={Link} to={adminTutorPath(tutor._id)}>
        View profile
      </Button>
    ),
  },
];

/**
 * First name, last name, e-mail, subject, where the DBS check stands (and
 * a suspension) and a link to the profile.
 */
export function TutorTable({
  tutors,
  emptyText = 'No tutors yet',
}: {
  tutors: readonly Tutor[];
  /** Said instead of an empty table. */
  emptyText?: string;
}) {
  if (tutors.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <ResponsiveTable
      label="Tutors"
      columns={COLUMNS}
      rows={tutors}
      rowKey={(tutor) => tutor._id}
      tableProps={{ striped: true }}
    />
  );
}
