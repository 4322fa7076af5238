import * as imports from '../../../generated/api/operations/import';
import type { DriveItem, ImportStatus, Success } from '../../../generated/api/schemas';
import { type DownloadedFile, downloadBytes, uploadBytes } from '../../../lib/api/bytes';
import { call } from '../../../lib/api/client';
import type { ImportKind } from '../importState';

/** Folders and importable spreadsheets in a folder; `''` is the top folder. */
export function listFolder(folder: string): Promise<DriveItem[]> {
  return call(imports.listFolder, { query: { folder: folder || undefined } });
}

/** Puts a workbook into a folder, replacing one of the same name. */
export function uploadSpreadsheet(folder: string, file: File): Promise<DriveItem> {
  return uploadBytes(imports.upload, {
    query: folder ? { folder, name: file.name } : { name: file.name },
    body: file,
  });
}

/** Starts an import on the server; it runs on after this answers. */
export function startImport(kind: ImportKind, file: string): Promise<Success> {
  const operation = kind === 'questions' ? imports.importQuestions : imports.importSubjects;
  return call(operation, { query: { file } });
}

export function fetchImportStatus(): Promise<ImportStatus> {
  return call(imports.status);
}

export function downloadTemplate(kind: ImportKind): Promise<DownloadedFile> {
  return downloadBytes(imports.template, { params: { kind } });
}

/** The last import's results workbook, the file its message names. */
export function downloadResults(): Promise<DownloadedFile> {
  return downloadBytes(imports.results);
}
