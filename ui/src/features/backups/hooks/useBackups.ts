import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { saveDownload } from '../../../lib/saveFile';
import { backUpNow, downloadBackup, fetchBackups } from '../api/backupsApi';

const BACKUPS_KEY = ['admin', 'backups'] as const;

export function useBackups() {
  return useQuery({ queryKey: BACKUPS_KEY, queryFn: fetchBackups });
}

/** Takes a backup; once it is taken the list is read again, so it shows the new one. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: backUpNow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

/** Saves a backup's archive; the variables name the backup being fetched. */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: async (name: string) => saveDownload(await downloadBackup(name), `${name}.backup`),
  });
}
