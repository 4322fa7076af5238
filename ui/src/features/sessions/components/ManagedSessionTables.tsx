import { Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { toApiError } from '../../../lib/api/apiError';
import { useSignedInTutorId } from '../hooks/useOwnSessions';
import type { SessionsView } from '../rules/sessionMenu';
import { type SessionList, STAFF_REFRESH_MS } from '../rules/sessionWeeks';
import { SessionActionsMenu } from './SessionActionsMenu';
import { type SessionColumn, MANAGED_COLUMNS, RECORDING } from './sessionColumns';
import { TutorLiveNow } from './LiveNow';
import type { OpenDialog } from './SessionDialog';
import { WeeklySessionsTable } from './WeeklySessionsTable';

// A dialog opens from a menu: it loads then, not with the tables.
const SessionDialog = lazy(() =>
  import('./SessionDialog').then((module) => ({ default: module.SessionDialog })),
);

/**
 * A tutor's upcoming and past sessions with their Actions menus, as the
 * tutor sees them or as an admin does, reloaded every 20 seconds. `tutorId` is null while the
 * signed-in tutor's id is being found out.
 */
function ManagedSessionTables({ view, tutorId }: { view: SessionsView; tutorId: string | null }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const owner = tutorId === null ? null : { tutor_id: tutorId };
  const actions: SessionColumn = {
    header: 'Actions',
    action: true,
    cell: (session) => (
      <SessionActionsMenu
        session={session}
        view={view}
        onChoose={(action) => setDialog({ action, session })}
      />
    ),
  };
  // Tutors never watch recordings; an admin does when they are the lead.
  const columnsOf = (list: SessionList): SessionColumn[] =>
    list === 'past' && view === 'admin'
      ? [...MANAGED_COLUMNS, RECORDING, actions]
      : [...MANAGED_COLUMNS, actions];

  return (
    <Stack gap="lg">
      {(['upcoming', 'past'] as const).map((list) => (
        <WeeklySessionsTable
          key={list}
          list={list}
          owner={owner}
          columns={columnsOf(list)}
          refreshEvery={STAFF_REFRESH_MS}
          lead={
            list === 'upcoming' && view === 'tutor'
              ? (sessions) => <TutorLiveNow sessions={sessions} />
              : undefined
          }
        />
      ))}
      {dialog && (
        <Suspense fallback={null}>
          <SessionDialog
            key={`${dialog.action}-${dialog.session._id}`}
            dialog={dialog}
            onClose={() => setDialog(null)}
            onSwitch={setDialog}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** /tutor: the signed-in tutor's own sessions, found by their tutor id. */
export function TutorSessionTables() {
  const tutorId = useSignedInTutorId();
  if (tutorId.isError) return <Text c="red">{toApiError(tutorId.error).message}</Text>;
  return <ManagedSessionTables view="tutor" tutorId={tutorId.data ?? null} />;
}

/** /admin/tutors/:id: that tutor's sessions with the admin's menu. */
export function AdminTutorSessionTables({ tutorId }: { tutorId: string }) {
  return <ManagedSessionTables view="admin" tutorId={tutorId} />;
}
