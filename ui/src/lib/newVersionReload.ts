/**
 * After a new version of the UI is deployed, a tab opened before it still
 * asks for the old version's code files, which are gone. Such a failed
 * load is fixed by loading the page again, once.
 */

const RELOADED_AT = 'plytime.newVersionReloadAt';
/** A second failure this soon after reloading is not fixed by reloading again. */
const LOOP_GUARD_MS = 30_000;

const MISSING_CODE = [
  // Chrome and Edge
  'Failed to fetch dynamically imported module',
  // Safari
  'Importing a module script failed',
  // Firefox
  'error loading dynamically imported module',
  // Vite's preload of a page's code or styles
  'Unable to preload CSS',
  // Webpack-style bundlers and some libraries
  'ChunkLoadError',
  'Loading chunk',
];

/** Whether `error` says a piece of the app's code could not be loaded. */
export function isMissingCodeError(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : '';
  return MISSING_CODE.some((phrase) => text.toLowerCase().includes(phrase.toLowerCase()));
}

/** Whether reloading may still help: it was not tried moments ago. */
export function mayReloadForNewVersion(storage?: Storage, now = Date.now()): boolean {
  try {
    const last = Number((storage ?? window.sessionStorage).getItem(RELOADED_AT));
    return !(last > 0 && now - last <= LOOP_GUARD_MS);
  } catch {
    // Storage is blocked: with no way to notice a loop, never reload on our own.
    return false;
  }
}

/**
 * Reloads the page unless that was just tried; returns whether it did. The
 * time is kept in session storage, so the reloaded page knows not to try
 * again, while a later new version may reload once more.
 */
export function reloadForNewVersion(
  reload: () => void,
  storage?: Storage,
  now = Date.now(),
): boolean {
  if (!mayReloadForNewVersion(storage, now)) return false;
  try {
    (storage ?? window.sessionStorage).setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * For code loaded outside a screen's rendering (an API call's checks, the
 * toasts): when `error` says the file is gone, reloads as the error page
 * would for a screen. Returns whether it reloads.
 */
export function reloadIfMissingCode(error: unknown): boolean {
  return isMissingCodeError(error) && reloadForNewVersion(() => window.location.reload());
}
