import { Box, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';

import type { DriveItem } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import type { Crumb } from '../hooks/useDriveFolder';

export interface FolderBrowserProps {
  trail: Crumb[];
  folders: DriveItem[];
  loading: boolean;
  error: unknown;
  busy: boolean;
  onOpen: (folder: DriveItem) => void;
  onGoBackTo: (index: number) => void;
}

/** The breadcrumb back up to 'subjects' and a button for each sub-folder. */
export function FolderBrowser({
  trail,
  folders,
  loading,
  error,
  busy,
  onOpen,
  onGoBackTo,
}: FolderBrowserProps) {
  const last = trail.length - 1;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Folder
      </Title>
      <Box component="nav" aria-label="Folder path">
        <Breadcrumbs>
          {trail.map((crumb, index) =>
            index === last ? (
              <Text key={crumb.id} fw={700} aria-current="location">
                {crumb.name}
              </Text>
            ) : (
              <Button
                key={crumb.id}
                variant="subtle"
                size="compact-sm"
                disabled={busy}
                onClick={() => onGoBackTo(index)}
              >
                {crumb.name}
              </Button>
            ),
          )}
        </Breadcrumbs>
      </Box>
      {loading && <Text>Loading...</Text>}
      {error !== null && <Text c="red">Error: {errorMessages(error).join(', ')}</Text>}
      {folders.length > 0 && (
        <Group gap="xs" aria-label="Sub-folders" role="group">
          {folders.map((folder) => (
            <Button key={folder.id} variant="light" disabled={busy} onClick={() => onOpen(folder)}>
              {folder.name}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
