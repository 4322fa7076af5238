import { notifications } from '@mantine/notifications';

import { errorMessages } from './api/apiError';
import { logError } from './remoteLog';

/** How long a success toast stays up, in milliseconds. */
export const TOAST_DURATION_MS = 2000;

/** The red toasts still on screen, so a later success can take them away. */
const shownErrors = new Set<string>();

/**
 * A green toast. Red toasts still up go first: once something succeeds
 * their failure is past, and a red toast beside a green one reads as if
 * the success had failed too.
 */
export function showSuccess(text = 'Saved'): void {
  for (const id of shownErrors) notifications.hide(id);
  shownErrors.clear();
  notifications.show({ color: 'green', message: text, autoClose: TOAST_DURATION_MS });
}

/** A red toast with the server's messages; the error is also logged remotely. */
export function showError(error: unknown): void {
  const id = notifications.show({
    color: 'red',
    message: `Error: ${errorMessages(error).join(', ')}`,
    onClose: ({ id: closed }) => {
      if (closed) shownErrors.delete(closed);
    },
  });
  shownErrors.add(id);
  logError(error);
}
