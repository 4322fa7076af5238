import { Badge, Button, Text } from '@mantine/core';

import { type ResponsiveColumn, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { BackupSummary } from '../../../generated/api/schemas';
import { formatDayTime } from '../../../lib/dates';
import { formatAge, formatSize } from '../backupText';

export interface BackupsTableProps {
  backups: BackupSummary[];
  /** When the list was read: ages are counted to then. */
  readAt: Date;
  /** The backup whose archive is being fetched, if any. */
  downloading: string | null;
  /** Saves an archive; absent where files cannot be fetched (the desktop app). */
  onDownload?: (name: string) => void;
}

function Taken({ backup, readAt }: { backup: BackupSummary; readAt: Date }) {
  const takenAt = new Date(backup.taken_at);
  return (
    <>
      <Text size="sm">{formatDayTime(takenAt)}</Text>
      <Text size="xs" c="dimmed">
        {formatAge(takenAt, readAt)}
      </Text>
    </>
  );
}

/** The backups kept, newest first, each with its archive to download. */
export function BackupsTable({ backups, readAt, downloading, onDownload }: BackupsTableProps) {
  if (backups.length === 0) return <Text c="dimmed">No backups yet.</Text>;
  const columns: ResponsiveColumn<BackupSummary>[] = [
    { header: 'Taken', cell: (backup) => <Taken backup={backup} readAt={readAt} /> },
    { header: 'Size', cell: (backup) => formatSize(backup.bytes) },
    { header: 'Rows', cell: (backup) => backup.rows },
    { header: 'Files', cell: (backup) => backup.files },
    {
      header: 'Sealed',
      cell: (backup) => (
        <Badge color={backup.sealed ? 'green' : 'gray'} variant="light">
          {backup.sealed ? 'Yes' : 'No'}
        </Badge>
      ),
    },
  ];
  if (onDownload) {
    columns.push({
      header: '',
      headerLabel: 'Download',
      action: true,
      cell: (backup) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Download ${backup.name}`}
          loading={downloading === backup.name}
          onClick={() => onDownload(backup.name)}
        >
          Download
        </Button>
      ),
    });
  }
  return (
    <ResponsiveTable
      label="Backups kept"
      columns={columns}
      rows={backups}
      rowKey={(backup) => backup.name}
      rowAttributes={(backup) => ({ 'aria-label': backup.name })}
    />
  );
}
