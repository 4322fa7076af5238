import { desktopCommand } from '../api/tauriTransport';

/**
 * Opens a session in the computer's web browser, signed in for that
 * session with the one-time `code` (docs/live-sessions.md). The app builds
 * the address itself, on its own server; it refuses in kiosk mode.
 */
export async function openSessionInBrowser(sessionId: string, code: string): Promise<void> {
  await desktopCommand<null>('open_session_in_browser', { sessionId, code });
}
