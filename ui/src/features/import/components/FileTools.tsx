import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';

import { MAX_UPLOAD_BYTES, SUFFIXES, type ImportKind } from '../importState';

export interface FileToolsProps {
  /** False where the transport cannot carry files (the desktop app). */
  available: boolean;
  folderName: string;
  busy: boolean;
  uploading: boolean;
  onUpload: (file: File | null) => Promise<void>;
  onDownload: (kind: ImportKind) => void;
}

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Upload into the folder being viewed, and the two template downloads. */
export function FileTools({
  available,
  folderName,
  busy,
  uploading,
  onUpload,
  onDownload,
}: FileToolsProps) {
  // Clearing the input lets the same file be chosen again after a fix.
  const resetInput = useRef<() => void>(null);

  if (!available) {
    return (
      <Text c="dimmed" size="sm">
        Uploading spreadsheets and downloading templates work in the web version of Plytime; open
        this page in a web browser to use them.
      </Text>
    );
  }

  return (
    <Stack gap="xs">
      <Group>
        <FileButton
          accept={XLSX_TYPES}
          disabled={busy}
          resetRef={resetInput}
          onChange={(file) => void onUpload(file).finally(() => resetInput.current?.())}
        >
          {(props) => (
            <Button {...props} disabled={busy} loading={uploading}>
              Upload spreadsheet
            </Button>
          )}
        </FileButton>
        <Button variant="light" disabled={busy} onClick={() => onDownload('subjects')}>
          Download subjects template
        </Button>
        <Button variant="light" disabled={busy} onClick={() => onDownload('questions')}>
          Download questions template
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Uploads go into the folder {folderName}. Names must end {SUFFIXES.subjects} or{' '}
        {SUFFIXES.questions}; at most {MAX_UPLOAD_BYTES / 1024 / 1024} MB.
      </Text>
    </Stack>
  );
}
