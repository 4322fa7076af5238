import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';

import { PageFrame } from '../../../components/frame/PageFrame';
import { canSendBytes } from '../../../lib/api/bytes';
import { useDriveFolder } from '../hooks/useDriveFolder';
import { useImportActions } from '../hooks/useImportActions';
import { useImportStatus } from '../hooks/useImportStatus';
import { IMPORTING } from '../importState';
import { FileTools } from './FileTools';
import { FolderBrowser } from './FolderBrowser';
import { LastImportPanel } from './LastImportPanel';
import { SpreadsheetList } from './SpreadsheetList';

/** /admin/subjects_import: browse the import folder, import spreadsheets, follow the import. */
export function ImportPage() {
  const folder = useDriveFolder();
  const status = useImportStatus();
  const actions = useImportActions(folder.current.id);
  const running = status.state === 'running';
  const busy = actions.busy || running;
  // The server keeps the progress text as the running import's message.
  const progress = actions.starting
    ? IMPORTING[actions.starting]
    : running
      ? status.status?.message
      : undefined;

  return (
    <PageFrame title="Import">
      <Stack mt="md">
        {(actions.starting || running) && (
          <Alert color="blue" icon={<Loader size="sm" />} role="status">
            {progress}
          </Alert>
        )}
        {actions.error && (
          <Alert color="red" role="alert">
            {actions.error}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <Stack>
            <FolderBrowser
              trail={folder.trail}
              folders={folder.folders}
              loading={folder.loading}
              error={folder.error}
              busy={busy}
              onOpen={folder.open}
              onGoBackTo={folder.goBackTo}
            />
            <FileTools
              available={canSendBytes()}
              folderName={folder.current.name}
              busy={busy}
              uploading={actions.uploading}
              onUpload={actions.upload}
              onDownload={(kind) => void actions.download(kind)}
            />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SpreadsheetList
            title="Subjects spreadsheets to import"
            emptyText="No subjects spreadsheets in this folder"
            files={folder.subjectsFiles}
            busy={busy}
            onImport={(file) => void actions.importFile('subjects', file)}
          />
          <SpreadsheetList
            title="Questions spreadsheets to import"
            emptyText="No questions spreadsheets in this folder"
            files={folder.questionsFiles}
            busy={busy}
            onImport={(file) => void actions.importFile('questions', file)}
          />
        </SimpleGrid>
        <Group>
          <Button
            variant="default"
            disabled={busy}
            loading={status.refreshing && !running}
            onClick={status.refresh}
          >
            Refresh import status
          </Button>
        </Group>
        <LastImportPanel
          status={status.status}
          state={status.state}
          error={status.error}
          busy={busy}
          onOpenResults={
            canSendBytes() ? (resultsFile) => void actions.openResults(resultsFile) : undefined
          }
        />
      </Stack>
    </PageFrame>
  );
}
