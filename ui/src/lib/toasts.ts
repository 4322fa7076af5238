import { notifications } from '@mantine/notifications';

import { errorMessages } from './api/apiError';
import { logError } from './remoteLog';

/** How long a success toast stays up, in milliseconds. */
export const TOAST_DURATION_MS = 2000;

export function showSuccess(text = 'Saved'): void {
  notifications.show({ color: 'green', message: text, autoClose: TOAST_DURATION_MS });
}

/** A red toast with the server's messages; the error is also logged remotely. */
export function showError(error: unknown): void {
  notifications.show({ color: 'red', message: `Error: ${errorMessages(error).join(', ')}` });
  logError(error);
}
