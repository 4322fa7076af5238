import { Stack } from '@mantine/core';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useParentProfile } from '../hooks/useParentProfile';
import { ParentProfileForm } from './ParentProfileForm';
import { ProfileLoadStatus } from './ProfileLoadStatus';

/** /parent/profile: the parent's own details. */
export function ParentProfilePage() {
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
      </Stack>
    </PageFrame>
  );
}
