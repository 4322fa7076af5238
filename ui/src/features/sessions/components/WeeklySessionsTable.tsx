import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Session } from '../../../generated/api/schemas';
import { toApiError } from '../../../lib/api/apiError';
import type { SessionOwner } from '../api/sessionsApi';
import { useSessionWeeks } from '../hooks/useSessionWeeks';
import { LOAD_MORE_TEXT, type SessionList } from '../rules/sessionWeeks';
import type { SessionColumn } from './sessionColumns';
import { SessionsTable } from './SessionsTable';

const TITLES: Record<SessionList, string> = {
  upcoming: 'Upcoming sessions',
  past: 'Past sessions',
};

export interface WeeklySessionsTableProps {
  list: SessionList;
  /** null while the owner's id is still being found out. */
  owner: SessionOwner | null;
  columns: SessionColumn[];
  /** Reload on its own this often (milliseconds). */
  refreshEvery?: number;
  /** Shown above the table, from the sessions it has loaded (a tutor's "Live now"). */
  lead?: (sessions: Session[]) => ReactNode;
}

/**
 * The upcoming or past sessions of one student, parent or tutor, a week
 * at a time: the last row loads one more week (and says so when the
 * weeks loaded so far are empty).
 */
export function WeeklySessionsTable({
  list,
  owner,
  columns,
  refreshEvery,
  lead,
}: WeeklySessionsTableProps) {
  const { sessions, busy, loadAnotherWeek } = useSessionWeeks(list, owner, refreshEvery);
  const title = TITLES[list];
  const rows = sessions.data ?? [];
  const loadText = LOAD_MORE_TEXT[list][rows.length === 0 ? 'empty' : 'more'];

  return (
    <>
      {lead?.(rows)}
      <Stack gap="xs" component="section" aria-label={title}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {sessions.isError && <Text c="red">{toApiError(sessions.error).message}</Text>}
        {sessions.isPending ? (
          <Text>Loading...</Text>
        ) : (
          <SessionsTable
            label={title}
            sessions={rows}
            columns={columns}
            footer={
              <Anchor component="button" type="button" disabled={busy} onClick={loadAnotherWeek}>
                {loadText}
              </Anchor>
            }
          />
        )}
      </Stack>
    </>
  );
}
