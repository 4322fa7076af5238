import { Modal, Text } from '@mantine/core';

import { TUTOR_PICTURE_NOTE } from '../../../components/picture/messages';
import { PictureChooser } from '../../../components/picture/PictureChooser';
import type { AuthUser } from '../../../lib/auth/authStore';
import { useUploadPicture } from '../hooks/useUploadPicture';

interface PictureDialogProps {
  user: AuthUser;
  opened: boolean;
  onClose: () => void;
}

/** Only an admin changes a tutor's picture; everyone else changes their own here. */
export function PictureDialog({ user, opened, onClose }: PictureDialogProps) {
  const { upload, busy } = useUploadPicture();

  async function uploadAndClose(file: File): Promise<boolean> {
    const uploaded = await upload(file);
    if (uploaded) onClose();
    return uploaded;
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Profile picture">
      {user.role === 'TUTOR' ? (
        <Text>{TUTOR_PICTURE_NOTE}</Text>
      ) : (
        <PictureChooser
          current={user.profile_picture}
          alt="Picture preview"
          busy={busy}
          onUpload={uploadAndClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
