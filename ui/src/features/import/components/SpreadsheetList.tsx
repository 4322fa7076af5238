import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

import type { DriveItem } from '../../../generated/api/schemas';

export interface SpreadsheetListProps {
  title: string;
  emptyText: string;
  files: DriveItem[];
  busy: boolean;
  onImport: (file: DriveItem) => void;
}

/** One kind of spreadsheet in the folder, each with its Import button. */
export function SpreadsheetList({ title, emptyText, files, busy, onImport }: SpreadsheetListProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {files.length === 0 && <Text c="dimmed">{emptyText}</Text>}
        {files.map((file) => (
          <Group key={file.id} justify="space-between" wrap="nowrap">
            <Text style={{ overflowWrap: 'anywhere' }}>{file.name}</Text>
            <Button
              size="xs"
              disabled={busy}
              onClick={() => onImport(file)}
              aria-label={`Import ${file.name}`}
            >
              Import
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
