import type { DownloadedFile } from './api/bytes';

/**
 * Hands a fetched file to the browser's own download, as a link to it
 * would. Files behind the bearer token cannot be plain links, so they are
 * fetched first and saved from memory.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download before the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a fetched file under the name the server gave it, or `fallbackName` when it gave none. */
export function saveDownload({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  saveBlob(blob, fileName ?? fallbackName);
}
