import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

import { type ResponsiveColumn, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { Concern } from '../../../generated/api/schemas';
import { formatDayTime } from '../../../lib/dates';
import { useConcerns } from '../hooks/useConcerns';
import { concernPath } from '../paths';
import { personLabel } from '../rules/concernStates';
import { QueryState } from './QueryState';
import { StateBadge } from './StateBadge';

const raisedAt = (concern: Concern) => formatDayTime(new Date(concern.raised_at));

/** The child and the tutor a concern names, a line each. */
function About({ concern }: { concern: Concern }) {
  const { student, tutor } = concern;
  if (!student && !tutor) return <Text c="dimmed">No one named</Text>;
  return (
    <Stack gap={0}>
      {student && <Text size="sm">Child: {student.name}</Text>}
      {tutor && <Text size="sm">Tutor: {tutor.name}</Text>}
    </Stack>
  );
}

const COLUMNS: ResponsiveColumn<Concern>[] = [
  { header: 'Raised', cell: raisedAt },
  { header: 'Raised by', cell: (concern) => personLabel(concern.raised_by) },
  { header: 'About', cell: (concern) => <About concern={concern} /> },
  { header: 'State', cell: (concern) => <StateBadge state={concern.state} /> },
];

/** The queue: open concerns first, then those being reviewed, then closed; a row opens one. */
export function ConcernsTab() {
  const concerns = useConcerns();
  const navigate = useNavigate();
  if (!concerns.data) return <QueryState error={concerns.error} />;
  if (concerns.data.length === 0) return <Text c="dimmed">No concerns have been raised.</Text>;
  return (
    <ResponsiveTable
      label="Concerns"
      columns={COLUMNS}
      rows={concerns.data}
      rowKey={(concern) => concern._id}
      rowAttributes={(concern) => ({
        'aria-label': `Concern raised by ${concern.raised_by.name}, ${raisedAt(concern)}`,
      })}
      onRowClick={(concern) => navigate(concernPath(concern._id))}
      tableProps={{ highlightOnHover: true, striped: true }}
    />
  );
}
