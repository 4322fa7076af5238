import { FileInput, Group, Image, Text } from '@mantine/core';

import { useBusy } from '../../lib/busy';
import { showError } from '../../lib/toasts';
import { imageUrl } from '../question/QuestionElement';
import { uploadQuestionImage } from './questionApi';

interface ImageFieldProps {
  label: string;
  imageId: string;
  editing: boolean;
  error?: string;
  onUploaded: (imageId: string) => void;
}

/** An Image element: its picture, and (while editing) a picture to upload instead. */
export function ImageField({ label, imageId, editing, error, onUploaded }: ImageFieldProps) {
  const { busy, run } = useBusy();

  async function upload(file: File | null) {
    if (!file) return;
    try {
      onUploaded(await run('Cannot upload when busy', () => uploadQuestionImage(file)));
    } catch (uploadError) {
      showError(uploadError);
    }
  }

  return (
    <Group gap="xs" align="center" style={{ flex: 1 }}>
      {imageId ? (
        <Image src={imageUrl(imageId)} alt={`${label} picture`} h={48} w="auto" fit="contain" />
      ) : (
        !editing && <Text c="dimmed">No picture</Text>
      )}
      {editing && (
        <FileInput
          aria-label={label}
          placeholder={busy ? 'Uploading…' : imageId ? 'Replace picture' : 'Upload picture'}
          accept="image/*"
          value={null}
          onChange={(file) => void upload(file)}
          disabled={busy}
          error={error}
          style={{ flex: 1 }}
        />
      )}
    </Group>
  );
}
