/**
 * Who was in a session's call in this tab, so a reload (or coming back
 * after the network went) rejoins it without a second click. Kept per
 * tab: another window of the same person starts at Join.
 */
const key = (sessionId: string) => `plytime.room.${sessionId}`;

export function rememberJoined(sessionId: string): void {
  sessionStorage.setItem(key(sessionId), 'joined');
}

export function forgetJoined(sessionId: string): void {
  sessionStorage.removeItem(key(sessionId));
}

export function wasJoined(sessionId: string): boolean {
  return sessionStorage.getItem(key(sessionId)) === 'joined';
}
