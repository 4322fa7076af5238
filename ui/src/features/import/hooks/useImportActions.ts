import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { DriveItem } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { useBusy } from '../../../lib/busy';
import { logError } from '../../../lib/remoteLog';
import { saveDownload } from '../../../lib/saveFile';
import { showSuccess } from '../../../lib/toasts';
import {
  downloadResults,
  downloadTemplate,
  startImport,
  uploadSpreadsheet,
} from '../api/importApi';
import { type ImportKind, SUFFIXES, uploadProblem } from '../importState';
import { importKeys } from './queryKeys';

/**
 * What an admin can do on the import page: start imports, upload into the
 * folder being viewed, download templates and the last import's results
 * workbook. Failures are kept as the page's
 * 'Error: ...' line until the next action.
 */
export function useImportActions(folder: string) {
  const queryClient = useQueryClient();
  const { busy, run } = useBusy();
  const [starting, setStarting] = useState<ImportKind | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function attempt(busyMessage: string, task: () => Promise<void>): Promise<void> {
    setError(null);
    try {
      await run(busyMessage, task);
    } catch (failure) {
      setError(`Error: ${errorMessages(failure).join(', ')}`);
      logError(failure);
    }
  }

  /**
   * Neither import is waited for: the server imports in the background, so
   * this only starts it and reads the status once; the status then polls
   * itself while the import runs.
   */
  function importFile(kind: ImportKind, file: DriveItem): Promise<void> {
    return attempt('Cannot import when busy', async () => {
      setStarting(kind);
      try {
        await startImport(kind, file.id);
      } finally {
        // Started, or refused because another import runs: the status has news either way.
        await queryClient.invalidateQueries({ queryKey: importKeys.status });
        setStarting(null);
      }
    });
  }

  function upload(file: File | null): Promise<void> {
    if (!file) return Promise.resolve();
    // A wrong name or size is the admin's to fix, not an error to log.
    const problem = uploadProblem(file);
    if (problem) {
      setError(`Error: ${problem}`);
      return Promise.resolve();
    }
    return attempt('Cannot upload when busy', async () => {
      setUploading(true);
      try {
        await uploadSpreadsheet(folder, file);
        await queryClient.invalidateQueries({ queryKey: importKeys.folder(folder) });
      } finally {
        setUploading(false);
      }
      showSuccess(`Uploaded ${file.name}`);
    });
  }

  function download(kind: ImportKind): Promise<void> {
    return attempt('Cannot download when busy', async () => {
      saveDownload(await downloadTemplate(kind), `template${SUFFIXES[kind]}`);
    });
  }

  /** `resultsFile` is the name the status gives it, should the server suggest none. */
  function openResults(resultsFile: string): Promise<void> {
    return attempt('Cannot download when busy', async () => {
      saveDownload(await downloadResults(), resultsFile);
    });
  }

  return { busy, starting, uploading, error, importFile, upload, download, openResults };
}
