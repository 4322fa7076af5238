import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { StudentSummary } from '../../../generated/api/schemas';
import { useParentProfile } from '../hooks/useParentProfile';
import { PARENT_PATHS } from '../paths';
import { NewStudentForm } from './NewStudentForm';
import { ParentProfileForm } from './ParentProfileForm';
import { ProfileLoadStatus } from './ProfileLoadStatus';
import { StudentLoginButtons } from './StudentLoginButtons';
import { ThisWeekCard } from './ThisWeekCard';

const MENU = [
  { label: 'Profile', to: PARENT_PATHS.profile },
  { label: 'Subscriptions', to: PARENT_PATHS.subscriptions },
  { label: 'Student performance', to: PARENT_PATHS.studentPerformance },
  { label: 'Audio/Video Check', to: PARENT_PATHS.diagnostics },
];

/**
 * The parent's part of /parent. Until the parent has a profile there is
 * nothing else to do, so only the creation form shows; then the menu,
 * the week so far (once there is a child), the sessions tables, the children to log in as, and the form to add
 * another child. The tables come from the sessions feature through
 * `sessionTables`, which is given the parent's id; `studentActions` adds
 * what other features offer beside each child (such as reading their
 * messages).
 */
export function ParentHome({
  sessionTables,
  studentActions,
}: {
  sessionTables?: (parentId: string) => ReactNode;
  studentActions?: (student: StudentSummary) => ReactNode;
}) {
  const { profile, save } = useParentProfile();
  if (!profile.isSuccess) return <ProfileLoadStatus error={profile.error} />;
  if (profile.data === null) return <ParentProfileForm profile={null} onSave={save} />;

  return (
    <Stack gap="lg">
      <Group>
        {MENU.map((item) => (
          <Button key={item.to} component={Link} to={item.to}>
            {item.label}
          </Button>
        ))}
      </Group>
      {profile.data.students.length > 0 && <ThisWeekCard emailOptIn={profile.data.email_opt_in} />}
      {sessionTables?.(profile.data._id)}
      <StudentLoginButtons students={profile.data.students} actions={studentActions} />
      <NewStudentForm />
    </Stack>
  );
}
