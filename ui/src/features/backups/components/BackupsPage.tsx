import { Alert, Button, Group, Stack, Text } from '@mantine/core';

import { PageFrame } from '../../../components/frame/PageFrame';
import { toApiError } from '../../../lib/api/apiError';
import { canSendBytes } from '../../../lib/api/bytes';
import { useBackUpNow, useBackups, useDownloadBackup } from '../hooks/useBackups';
import { BackupSettings } from './BackupSettings';
import { BackupsTable } from './BackupsTable';

function Failure({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert">
      {toApiError(error).message}
    </Alert>
  );
}

/**
 * /admin/backups: the backups kept and where, a backup taken on demand, and
 * an archive downloaded. Restoring needs the server stopped, so it is the
 * command line's (docs/backups.md).
 */
export function BackupsPage() {
  const backups = useBackups();
  const backingUp = useBackUpNow();
  const download = useDownloadBackup();
  const list = backups.data;

  return (
    <PageFrame title="Backups">
      <Stack mt="md">
        {list && <BackupSettings backups={list} />}
        <Group>
          <Button loading={backingUp.isPending} onClick={() => backingUp.mutate()}>
            Back up now
          </Button>
        </Group>
        {backingUp.data && (
          <Alert color="green" role="status">
            Backup {backingUp.data.name} taken
          </Alert>
        )}
        {backingUp.error && <Failure error={backingUp.error} />}
        {download.error && <Failure error={download.error} />}
        {!list && backups.error && <Failure error={backups.error} />}
        {!list && !backups.error && <Text c="dimmed">Loading...</Text>}
        {list && (
          <BackupsTable
            backups={list.backups}
            readAt={new Date(backups.dataUpdatedAt)}
            downloading={download.isPending ? download.variables : null}
            onDownload={canSendBytes() ? (name) => download.mutate(name) : undefined}
          />
        )}
      </Stack>
    </PageFrame>
  );
}
