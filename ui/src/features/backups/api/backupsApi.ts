import * as admin from '../../../generated/api/operations/admin';
import type { Backups, BackupSummary } from '../../../generated/api/schemas';
import { type DownloadedFile, downloadBytes } from '../../../lib/api/bytes';
import { call } from '../../../lib/api/client';

// Admins only; what a backup is and where it goes is docs/backups.md.

/** Where backups are kept, how often they are taken, and those kept, newest first. */
export function fetchBackups(): Promise<Backups> {
  return call(admin.listBackups);
}

/** Takes a backup and answers once it is stored; refused (409) on PostgreSQL. */
export function backUpNow(): Promise<BackupSummary> {
  return call(admin.backUpNow);
}

/** The archive as stored: still sealed when the server has a backup key. */
export function downloadBackup(name: string): Promise<DownloadedFile> {
  return downloadBytes(admin.downloadBackup, { params: { name } });
}
