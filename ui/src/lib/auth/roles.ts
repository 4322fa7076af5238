import type { Role } from '../../generated/api/schemas';

/** The roles that have a sign-in page, as they appear in `/signin/{role}`. */
export const SIGN_IN_ROLES = ['parent', 'student', 'tutor', 'admin'] as const;
export type SignInRole = (typeof SIGN_IN_ROLES)[number];

export function isSignInRole(value: unknown): value is SignInRole {
  return typeof value === 'string' && (SIGN_IN_ROLES as readonly string[]).includes(value);
}

/** Raises 'Unsupported login role' for a role that has no sign-in page. */
export function assertSignInRole(value: unknown): SignInRole {
  const lower = typeof value === 'string' ? value.toLowerCase() : value;
  if (!isSignInRole(lower)) throw new Error('Unsupported login role');
  return lower;
}

/** Each role's home; TEST shares the admin home. */
export function homeRoute(role: Role): string {
  switch (role) {
    case 'STUDENT':
      return '/student';
    case 'PARENT':
      return '/parent';
    case 'TUTOR':
      return '/tutor';
    case 'ADMIN':
    case 'TEST':
      return '/admin';
    case 'ANONYMOUS':
      return '/select_account_type';
  }
}

/** The sign-in page's role for a signed-in role, kept so sign-out returns there. */
export function signInRoleOf(role: Role): SignInRole | null {
  const lower = role.toLowerCase();
  return isSignInRole(lower) ? lower : null;
}

/** Only these roles have help videos behind the How-To link. */
export function hasHowTo(role: Role): boolean {
  return role === 'STUDENT' || role === 'PARENT' || role === 'TUTOR';
}

/** The sign-in page of a role; the admin page is only reachable with `?admin`. */
export function signInRoute(role: SignInRole): string {
  return role === 'admin' ? '/signin/admin?admin' : `/signin/${role}`;
}
