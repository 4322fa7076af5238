import type { DriveItem, ImportStatus } from '../../generated/api/schemas';

/** An import that started this long ago without finishing has timed out. */
export const IMPORT_TIMEOUT_MS = 15 * 60 * 1000;
/** The server refuses larger uploads; checking first spares a long upload that fails. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';

export type ImportKind = 'subjects' | 'questions';

export const SUFFIXES: Record<ImportKind, string> = {
  subjects: '.subjects.xlsx',
  questions: '.questions.xlsx',
};

export const IMPORTING: Record<ImportKind, string> = {
  subjects:
    'Importing Subjects, themes, Topics and Endcodes, this may take a while, please wait...',
  questions: 'Importing Questions, this may take a while, please wait...',
};

export const TIMED_OUT_MESSAGE =
  'Error: Last import probably timed out, presume spreadsheet too big. Contact support if the problem persists.';

/**
 * Where the last import stands: nothing yet, running, finished,
 * or started so long ago without finishing that it must have died.
 */
export type ImportState = 'idle' | 'running' | 'finished' | 'timedOut';

/** `now` is epoch milliseconds: the moment the status was read. */
export function importState(status: ImportStatus | undefined, now: number): ImportState {
  if (!status?.started) return 'idle';
  if (status.finished) return 'finished';
  const runningFor = now - Date.parse(status.started);
  // An unreadable start time counts as timed out so the page never polls forever.
  return runningFor <= IMPORT_TIMEOUT_MS ? 'running' : 'timedOut';
}

export function isFolder(item: DriveItem): boolean {
  return item.mimeType === FOLDER_MIME_TYPE;
}

/** Which import a file is for, told by the end of its name; null for anything else. */
export function spreadsheetKind(name: string): ImportKind | null {
  if (name.endsWith(SUFFIXES.subjects)) return 'subjects';
  if (name.endsWith(SUFFIXES.questions)) return 'questions';
  return null;
}

/** Why a file cannot be uploaded for import, or null when it can. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  if (!spreadsheetKind(file.name)) {
    return `The file name must end ${SUFFIXES.subjects} or ${SUFFIXES.questions}`;
  }
  if (file.size > MAX_UPLOAD_BYTES) return 'Spreadsheets can be at most 10 MB';
  return null;
}
