import { Modal, Stack, Text } from '@mantine/core';

import { TUTOR_PICTURE_NOTE } from '../../../components/picture/messages';
import { PictureChooser } from '../../../components/picture/PictureChooser';
import type { AuthUser } from '../../../lib/auth/authStore';
import { useUploadPicture } from '../hooks/useUploadPicture';
import { AvatarChooser } from './AvatarChooser';

interface PictureDialogProps {
  user: AuthUser;
  opened: boolean;
  onClose: () => void;
}

/**
 * Only an admin changes a tutor's picture; everyone else changes their own
 * here. A child picks a drawn avatar; a photo of them is up to a parent,
 * signed in as them (docs/accounts.md, "Pictures").
 */
export function PictureDialog({ user, opened, onClose }: PictureDialogProps) {
  const { upload, busy } = useUploadPicture();

  async function uploadAndClose(file: File): Promise<boolean> {
    const uploaded = await upload(file);
    if (uploaded) onClose();
    return uploaded;
  }

  const photoUpload = (
    <PictureChooser
      current={user.profile_picture}
      alt="Picture preview"
      busy={busy}
      onUpload={uploadAndClose}
      onCancel={onClose}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Profile picture">
      {user.role === 'TUTOR' ? (
        <Text>{TUTOR_PICTURE_NOTE}</Text>
      ) : user.role === 'STUDENT' ? (
        <Stack>
          <Text>Pick a picture:</Text>
          <AvatarChooser current={user.profile_picture} onChosen={onClose} />
          {user.actingParent ? (
            <>
              <Text size="sm">Or, as their parent, upload a photo of your child:</Text>
              {photoUpload}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              A parent can add a photo instead.
            </Text>
          )}
        </Stack>
      ) : (
        photoUpload
      )}
    </Modal>
  );
}
