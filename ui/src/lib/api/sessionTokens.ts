import type { Role, TokenResponse } from '../../generated/api/schemas';
import type { SessionInfo } from './transport';

export const SESSION_KEY = 'plytime.session';

/**
 * The browser session. The id token and its expiry are stored next to the
 * refresh token so every tab can reuse a fresh id token instead of
 * refreshing on its own: refresh tokens rotate and a reused one revokes
 * the whole family.
 */
export interface StoredSession {
  idToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the id token expires. */
  expiresAt: number;
  uid: string;
  role: Role;
  mustChangePassword: boolean;
}

/** Refresh a little early so a request never leaves with a token about to lapse. */
const EXPIRY_MARGIN_MS = 30_000;

export function readSession(): StoredSession | null {
  const text = localStorage.getItem(SESSION_KEY);
  if (!text) return null;
  try {
    const session = JSON.parse(text) as Partial<StoredSession>;
    if (typeof session.idToken !== 'string' || typeof session.refreshToken !== 'string') {
      return null;
    }
    return session as StoredSession;
  } catch {
    return null;
  }
}

export function saveTokens(tokens: TokenResponse, now = Date.now()): StoredSession {
  const session: StoredSession = {
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    expiresAt: now + tokens.expires_in * 1000,
    uid: tokens.uid,
    role: tokens.role,
    mustChangePassword: tokens.must_change_password,
  };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  return session;
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

export function isFresh(session: StoredSession, now = Date.now()): boolean {
  return session.expiresAt - now > EXPIRY_MARGIN_MS;
}

export function sessionInfo(session: StoredSession): SessionInfo {
  return { uid: session.uid, role: session.role, mustChangePassword: session.mustChangePassword };
}
