import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useParentProfile } from '../hooks/useParentProfile';
import { ExtraTimeSection } from './ExtraTimeSection';
import { ReadAloudSection } from './ReadAloudSection';
import { ParentProfileForm } from './ParentProfileForm';
import { ProfileLoadStatus } from './ProfileLoadStatus';
import { RecordingSection } from './RecordingSection';

/**
 * /parent/profile: the parent's own details. `sections` (such as the
 * family's data, from the privacy feature) follow once a profile exists:
 * before that there is no family to speak of.
 */
export function ParentProfilePage({ sections }: { sections?: ReactNode }) {
  const { profile, save } = useParentProfile();

  return (
    <PageFrame title="Profile">
      <Stack mt="md">
        {profile.isSuccess ? (
          // A new form once the profile exists: it then starts read-only with Edit.
          <ParentProfileForm
            key={profile.data?._id ?? 'new'}
            profile={profile.data}
            onSave={save}
          />
        ) : (
          <ProfileLoadStatus error={profile.error} />
        )}
        {profile.data && <ExtraTimeSection students={profile.data.students} />}
        {profile.data && <ReadAloudSection students={profile.data.students} />}
        {profile.data && <RecordingSection profile={profile.data} />}
        {profile.data && sections}
      </Stack>
    </PageFrame>
  );
}
