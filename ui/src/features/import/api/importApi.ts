import type { DriveItem } from '../../../generated/DriveItem';
import type { ImportStatus } from '../../../generated/ImportStatus';
import type { Success } from '../../../generated/Success';
import { ApiError } from '../../../lib/api/apiError';
import { type DownloadedFile, downloadBytes, uploadBytes } from '../../../lib/api/bytes';
import { apiRequest } from '../../../lib/api/client';
import { checkSchema } from '../../../lib/api/schemas';
import type { ImportKind } from '../importState';

/** Folders and importable spreadsheets in a folder; `''` is the top folder. */
export async function listFolder(folder: string): Promise<DriveItem[]> {
  const items = await apiRequest<unknown>({
    method: 'GET',
    path: 'import/folders',
    query: { folder: folder || undefined },
  });
  // The listing is a bare array, which has no schema name of its own.
  if (!Array.isArray(items) || items.some((item) => checkSchema('DriveItem', item).length > 0)) {
    throw new ApiError(500, ['Invalid response']);
  }
  return items as DriveItem[];
}

/** Puts a workbook into a folder, replacing one of the same name. */
export function uploadSpreadsheet(folder: string, file: File): Promise<DriveItem> {
  return uploadBytes<DriveItem>({
    method: 'POST',
    path: 'import/upload',
    query: folder ? { folder, name: file.name } : { name: file.name },
    body: file,
    responseSchema: 'DriveItem',
  });
}

/** Starts an import on the server; it runs on after this answers. */
export function startImport(kind: ImportKind, file: string): Promise<Success> {
  return apiRequest<Success>({
    method: 'POST',
    path: `import/${kind}`,
    query: { file },
    responseSchema: 'Success',
  });
}

export function fetchImportStatus(): Promise<ImportStatus> {
  return apiRequest<ImportStatus>({
    method: 'GET',
    path: 'import',
    responseSchema: 'ImportStatus',
  });
}

export function downloadTemplate(kind: ImportKind): Promise<DownloadedFile> {
  return downloadBytes({ method: 'GET', path: `import/template/${kind}` });
}
