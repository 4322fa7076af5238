import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { AvailabilityEditor } from '../../../components/availability/AvailabilityEditor';
import { PageFrame } from '../../../components/frame/PageFrame';
import { useSubjects } from '../hooks/useSubjects';
import { useTutorProfile } from '../hooks/useTutorProfile';
import { TutorLoadStatus } from './TutorLoadStatus';
import { TutorPictureUpload } from './TutorPictureUpload';
import { TutorProfileForm } from './TutorProfileForm';

/**
 * /admin/tutors/{_id}: one tutor's profile (the admin may change the
 * subject), picture, availability and, from the sessions feature, their
 * sessions.
 */
export function AdminTutorPage({
  sessionTables,
}: {
  sessionTables?: (tutorId: string) => ReactNode;
}) {
  const tutorId = useParams().id ?? '';
  const { tutor, save } = useTutorProfile(tutorId);
  const subjects = useSubjects();
  const title = tutor.data ? `${tutor.data.first_name} ${tutor.data.last_name}` : 'Tutor';

  return (
    <PageFrame title={title} fullWidth>
      <Stack mt="md">
        {tutor.isSuccess ? (
          <>
            <Grid>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <TutorPictureUpload key={tutor.data._id} tutor={tutor.data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <TutorProfileForm
                  key={tutor.data._id}
                  tutor={tutor.data}
                  subjects={subjects.data ?? []}
                  onSave={save}
                />
              </Grid.Col>
            </Grid>
            <AvailabilityEditor tutorId={tutor.data._id} />
            {sessionTables?.(tutor.data._id)}
          </>
        ) : (
          <TutorLoadStatus error={tutor.error} />
        )}
      </Stack>
    </PageFrame>
  );
}
