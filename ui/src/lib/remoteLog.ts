import type { LogLevel } from '../generated/LogLevel';
import type { RemoteLogEntry } from '../generated/RemoteLogEntry';
import { errorMessages } from './api/apiError';
import { apiRequest } from './api/client';
import { readSession } from './api/sessionTokens';
import { isTauri } from './platform';

/**
 * Sends an entry to the server log so errors children meet are seen by
 * the team. The call needs a session; without one (or if it fails) the
 * entry stays in the console, and a failure is never logged again.
 */
export async function logRemote(level: LogLevel, message: string): Promise<void> {
  if (level === 'ERROR') console.error(message);
  if (!isTauri() && !readSession()) return;
  const body: RemoteLogEntry = { message, timestamp: new Date().toISOString(), level };
  await apiRequest({
    method: 'POST',
    path: 'util/log',
    body,
    requestSchema: 'RemoteLogEntry',
  }).catch(() => undefined);
}

/** Logs an error shown to the user at ERROR level. */
export function logError(error: unknown): void {
  void logRemote('ERROR', errorMessages(error).join(', '));
}
