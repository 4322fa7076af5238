import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import {
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../../../components/table/ResponsiveTable';
import type { UnreportedSession } from '../../../../generated/api/schemas';
import { errorMessages } from '../../../../lib/api/apiError';
import { formatLondonDayTime } from '../../../../lib/londonTime';
import { useUnreportedSessions } from '../../hooks/useUnreportedSessions';
import { reportPath } from '../../paths';

const TITLE = 'Sessions without a report';

/** The date opens the report page, where an admin sees what the tutor has still to send. */
const COLUMNS: ResponsiveColumn<UnreportedSession>[] = [
  {
    header: 'Date',
    cell: (row) => (
      <Anchor component={Link} to={reportPath(row.session_id)}>
        {formatLondonDayTime(new Date(row.session_date_time))}
      </Anchor>
    ),
  },
  { header: 'Student', cell: (row) => row.student_name },
  { header: 'Tutor', cell: (row) => row.tutor_name },
  { header: 'Subject', cell: (row) => row.subject },
];

function UnreportedList() {
  const unreported = useUnreportedSessions();
  if (unreported.isPending) return <Text c="dimmed">Loading...</Text>;
  if (unreported.isError) return <Text c="red">{errorMessages(unreported.error).join(' ')}</Text>;
  if (unreported.data.length === 0) {
    return <Text size="sm">Every session held over a day ago has its report.</Text>;
  }
  return (
    <ResponsiveTable
      label={TITLE}
      columns={COLUMNS}
      rows={unreported.data}
      rowKey={(row) => row.session_id}
    />
  );
}

/**
 * On the admin home: the sessions both people attended that ended over a
 * day ago (30 days back) and whose tutor has sent the parent no report,
 * oldest first, for an admin to chase.
 */
export function UnreportedSessionsCard() {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="lg">
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {TITLE}
        </Title>
        <UnreportedList />
      </Stack>
    </Paper>
  );
}
