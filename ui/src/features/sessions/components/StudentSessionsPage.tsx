import { Stack, Text } from '@mantine/core';

import { PageFrame } from '../../../components/frame/PageFrame';
import { toApiError } from '../../../lib/api/apiError';
import { useStudentUpcomingSessions } from '../hooks/useOwnSessions';
import { STUDENT_COLUMNS } from './sessionColumns';
import { SessionsTable } from './SessionsTable';

/** /student/sessions: the student's upcoming sessions. */
export function StudentSessionsPage() {
  const sessions = useStudentUpcomingSessions();
  const rows = sessions.data ?? [];

  return (
    <PageFrame title="Sessions">
      <Stack mt="md">
        {sessions.isError && <Text c="red">{toApiError(sessions.error).message}</Text>}
        {sessions.isPending ? (
          <Text>Loading...</Text>
        ) : (
          <SessionsTable
            label="Upcoming sessions"
            sessions={rows}
            columns={STUDENT_COLUMNS}
            footer={rows.length === 0 && 'No upcoming sessions'}
          />
        )}
      </Stack>
    </PageFrame>
  );
}
