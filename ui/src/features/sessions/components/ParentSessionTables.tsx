import { Stack } from '@mantine/core';

import { PARENT_COLUMNS, RECORDING, REPORT, WHITEBOARD } from './sessionColumns';
import { WeeklySessionsTable } from './WeeklySessionsTable';

/**
 * /parent: every child's sessions, without actions (tutors and admins make
 * changes); each past one opens its whiteboard and, when there are, the
 * tutor's report and its recording.
 */
export function ParentSessionTables({ parentId }: { parentId: string }) {
  const owner = { parent_id: parentId };
  return (
    <Stack gap="lg">
      <WeeklySessionsTable list="upcoming" owner={owner} columns={PARENT_COLUMNS} />
      <WeeklySessionsTable
        list="past"
        owner={owner}
        columns={[...PARENT_COLUMNS, WHITEBOARD, REPORT, RECORDING]}
      />
    </Stack>
  );
}
