const LOCK_NAME = 'plytime-refresh';

let localChain: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` while holding the refresh lock shared by every tab of this
 * origin, so only one tab presents a refresh token at a time. Where Web
 * Locks are missing (old browsers, jsdom) the lock only covers this tab.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return locks.request(LOCK_NAME, task);
  }
  const run = localChain.then(task, task);
  localChain = run.catch(() => undefined);
  return run;
}
