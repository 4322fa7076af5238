import { assertSignInRole, type SignInRole } from './roles';

const ROLE_KEY = 'plytime.role';
const USERNAME_KEY = 'plytime.username';

/**
 * The chosen sign-in role, kept across visits so a signed-out visitor goes
 * straight to their own sign-in page. A stored value that is not a role
 * raises 'Unsupported login role'.
 */
export function readStoredRole(): SignInRole | null {
  const stored = localStorage.getItem(ROLE_KEY);
  return stored ? assertSignInRole(stored) : null;
}

export function storeRole(role: SignInRole): void {
  localStorage.setItem(ROLE_KEY, role);
}

export function clearStoredRole(): void {
  localStorage.removeItem(ROLE_KEY);
}

/** The login last typed on a sign-in page, offered again until sign-in succeeds. */
export function readStoredUsername(): string {
  return localStorage.getItem(USERNAME_KEY) ?? '';
}

export function storeUsername(login: string): void {
  localStorage.setItem(USERNAME_KEY, login);
}

export function clearStoredUsername(): void {
  localStorage.removeItem(USERNAME_KEY);
}

/** Expires every cookie this origin's scripts can see. */
export function clearCookies(): void {
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}
