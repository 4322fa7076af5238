import { Avatar, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';

import type { AuthUser } from '../../../lib/auth/authStore';
import { useUploadPicture } from '../hooks/useUploadPicture';

export const TUTOR_PICTURE_NOTE = 'Please contact the admin to change your profile picture';

interface PictureDialogProps {
  user: AuthUser;
  opened: boolean;
  onClose: () => void;
}

/** Only an admin changes a tutor's picture; everyone else changes their own here. */
export function PictureDialog({ user, opened, onClose }: PictureDialogProps) {
  const { upload, busy } = useUploadPicture();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);

  // The preview URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function close() {
    setFile(null);
    onClose();
  }

  async function save() {
    if (file && (await upload(file))) close();
  }

  return (
    <Modal opened={opened} onClose={close} title="Profile picture">
      {user.role === 'TUTOR' ? (
        <Text>{TUTOR_PICTURE_NOTE}</Text>
      ) : (
        <Stack>
          <Group justify="center">
            <Avatar src={preview ?? user.profile_picture} size={120} radius={120} />
          </Group>
          <FileInput
            label="Choose a picture"
            accept="image/*"
            value={file}
            onChange={setFile}
            clearable
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void save()} disabled={!file} loading={busy}>
              Upload
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
