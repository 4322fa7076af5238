import { Code, Stack, Text } from '@mantine/core';

import type { Backups } from '../../../generated/api/schemas';
import { scheduleText } from '../backupText';

/** Where backups go and how often, for the admin to check they are not on the server's disk. */
export function BackupSettings({ backups }: { backups: Backups }) {
  return (
    <Stack gap={4}>
      <Text>
        Backups are kept in <Code>{backups.location}</Code>. {scheduleText(backups.every_minutes)}.
      </Text>
      <Text size="sm" c="dimmed">
        A backup on the same disk as the server is no backup: see docs/backups.md
      </Text>
    </Stack>
  );
}
