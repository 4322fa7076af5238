import type { AuthState } from './authStore';
import { homeRoute, signInRoute } from './roles';

/**
 * Where a path nobody may see sends a visitor: a signed-in user to their
 * home, someone whose role we know to that role's sign-in page, anyone
 * else to the account-type choice.
 */
export function fallbackPath({ user, storedRole }: AuthState): string {
  if (user) return homeRoute(user.role);
  if (storedRole) return signInRoute(storedRole);
  return '/select_account_type';
}
