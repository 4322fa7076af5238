import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

import { errorMessages } from './api/apiError';
import { reloadIfMissingCode } from './newVersionReload';
import { logError } from './remoteLog';

/** How long a success toast stays up, in milliseconds. */
export const TOAST_DURATION_MS = 2000;

type Toasts = typeof import('@mantine/notifications');

// Mantine's toasts (9 kB gzip) load with the first toast, not with every
// page (scripts/check-bundle.mjs); until then nothing needs them.
let toasts: Promise<Toasts> | null = null;
const loadListeners = new Set<() => void>();

function loadToasts(): Promise<Toasts> {
  if (!toasts) {
    toasts = import('@mantine/notifications');
    for (const listener of loadListeners) listener();
  }
  return toasts;
}

/** Runs `show` once the toasts are there; a failed load is logged, not thrown. */
function withToasts(show: (notifications: Toasts['notifications']) => void): void {
  loadToasts().then(
    (module) => show(module.notifications),
    (error: unknown) => {
      if (!reloadIfMissingCode(error)) logError(error);
    },
  );
}

/**
 * Whether a toast has been raised, so the toasts' container must be on
 * screen (see AppProviders); it re-renders when the first one is.
 */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      loadListeners.add(listener);
      return () => loadListeners.delete(listener);
    },
    () => toasts !== null,
  );
}

/** The red toasts still on screen, so a later success can take them away. */
const shownErrors = new Set<string>();

/**
 * A green toast that stays up `durationMs`. Red toasts still up go first:
 * once something succeeds their failure is past, and a red toast beside a
 * green one reads as if the success had failed too.
 */
export function showNotice(text: string, durationMs: number): void {
  withToasts((notifications) => {
    for (const id of shownErrors) notifications.hide(id);
    shownErrors.clear();
    notifications.show({ color: 'green', message: text, autoClose: durationMs });
  });
}

/** A green toast, briefly. */
export function showSuccess(text = 'Saved'): void {
  showNotice(text, TOAST_DURATION_MS);
}

/**
 * A red toast with the server's messages; the error is also logged
 * remotely. Code of an older version that is gone reloads the page instead.
 */
export function showError(error: unknown): void {
  if (reloadIfMissingCode(error)) return;
  const toast: NotificationData = {
    color: 'red',
    message: `Error: ${errorMessages(error).join(', ')}`,
    onClose: ({ id: closed }) => {
      if (closed) shownErrors.delete(closed);
    },
  };
  withToasts((notifications) => shownErrors.add(notifications.show(toast)));
  logError(error);
}
