import { Avatar, Button, FileInput, Group, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';

import { serverFileUrl } from '../../lib/serverFiles';
import { DEFAULT_AVATAR } from '../frame/UserBadge';

interface PictureChooserProps {
  /** The picture now stored, if any. */
  current?: string | null;
  alt: string;
  busy: boolean;
  /** Uploads the chosen file; true when it worked. */
  onUpload: (file: File) => Promise<boolean>;
  /** Offers a Cancel button (in a dialog). */
  onCancel?: () => void;
}

/** Shows the picture, previews a chosen file and uploads it (image files only). */
export function PictureChooser({ current, alt, busy, onUpload, onCancel }: PictureChooserProps) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);

  // The preview URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function upload() {
    // Afterwards the stored picture is what the avatar should show.
    if (file && (await onUpload(file))) setFile(null);
  }

  return (
    <Stack>
      <Group justify="center">
        <Avatar
          src={preview ?? serverFileUrl(current || DEFAULT_AVATAR)}
          alt={alt}
          size={120}
          radius={120}
        />
      </Group>
      <FileInput
        label="Choose a picture"
        accept="image/*"
        value={file}
        onChange={setFile}
        clearable
      />
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button onClick={() => void upload()} disabled={!file} loading={busy}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
