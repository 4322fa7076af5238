import { logError } from '../../../lib/remoteLog';

/**
 * Runs a load, logging a failure before passing it on: the performance
 * tabs show a failed load as 'No performance data available' rather than
 * an error, so the log is where the failure is seen.
 */
export async function loggedLoad<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logError(error);
    throw error;
  }
}
