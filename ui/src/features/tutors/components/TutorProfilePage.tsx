import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';

import { PageFrame } from '../../../components/frame/PageFrame';
import { DEFAULT_AVATAR } from '../../../components/frame/UserBadge';
import { TUTOR_PICTURE_NOTE } from '../../../components/picture/messages';
import { serverFileUrl } from '../../../lib/serverFiles';
import { useTutorProfile } from '../hooks/useTutorProfile';
import { TutorLoadStatus } from './TutorLoadStatus';
import { TutorProfileForm } from './TutorProfileForm';

/** /tutor/profile: the tutor's own details; the picture is the admin's to change. */
export function TutorProfilePage() {
  const { tutor, save } = useTutorProfile();

  return (
    <PageFrame title="Profile">
      <Stack mt="md">
        {tutor.isSuccess ? (
          <>
            <Paper withBorder p="md" component="section" aria-label="Profile picture">
              <Group>
                <Avatar
                  src={serverFileUrl(tutor.data.profile_picture || DEFAULT_AVATAR)}
                  alt="Your profile picture"
                  size={96}
                  radius={96}
                />
                <Text>{TUTOR_PICTURE_NOTE}</Text>
              </Group>
            </Paper>
            <TutorProfileForm key={tutor.data._id} tutor={tutor.data} onSave={save} />
          </>
        ) : (
          <TutorLoadStatus error={tutor.error} />
        )}
      </Stack>
    </PageFrame>
  );
}
