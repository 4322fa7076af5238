import { convertFileSrc } from '@tauri-apps/api/core';

import { isTauri } from './platform';

/** Where the server serves files (question images, profile pictures). */
const SERVER_FILES = '/static-data/';

/**
 * The address to show a file at. A browser page comes from the server, so
 * the server's own path works; the desktop app's pages do not, so its
 * `server-files` protocol fetches the file from the server
 * (docs/desktop-ipc.md). Any other path (the app's own pictures, a whole
 * address) is left as it is.
 */
export function serverFileUrl(path: string): string {
  if (!isTauri() || !path.startsWith(SERVER_FILES)) return path;
  return convertFileSrc(path, 'server-files');
}
