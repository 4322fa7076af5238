import * as util from '../generated/api/operations/util';
import type { LogLevel } from '../generated/api/schemas';
import { errorMessages } from './api/apiError';
import { call } from './api/client';
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
  const body = { message, timestamp: new Date().toISOString(), level };
  await call(util.remoteLog, { body }).catch(() => undefined);
}

/** Logs an error shown to the user at ERROR level. */
export function logError(error: unknown): void {
  void logRemote('ERROR', errorMessages(error).join(', '));
}
