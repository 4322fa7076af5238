import { Paper, Title } from '@mantine/core';
import { useState } from 'react';

import { PictureChooser } from '../../../components/picture/PictureChooser';
import { usePictureUpload } from '../../../components/picture/usePictureUpload';
import type { Tutor } from '../../../generated/api/schemas';
import { uploadTutorPicture } from '../api/tutorsApi';

/** Tutors' pictures are vetted, so only an admin sets one, here. */
export function TutorPictureUpload({ tutor }: { tutor: Tutor }) {
  const [path, setPath] = useState(tutor.profile_picture);
  const { upload, busy } = usePictureUpload(async (picture) => {
    const saved = await uploadTutorPicture(tutor.uid, picture);
    setPath(saved.path ?? null);
  });

  return (
    <Paper withBorder p="md" component="section" aria-label="Profile picture">
      <Title order={2} size="h3" mb="sm">
        Profile picture
      </Title>
      <PictureChooser
        current={path}
        alt={`${tutor.first_name}'s picture`}
        busy={busy}
        onUpload={upload}
      />
    </Paper>
  );
}
