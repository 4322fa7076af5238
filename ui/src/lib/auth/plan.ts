import type { AuthUser } from './authStore';

/*
 * What a student's plan opens to them (docs/screens.md, "Subscription
 * levels"). A level the server did not send is not held against the
 * student: the server checks the level again on every call.
 */

/**
 * A student whose plan has no tutor (no plan, or Platform Only): no tutor
 * would read what they write, and the server refuses their messages.
 */
export function hasNoTutor(user: AuthUser | null): boolean {
  const level = user?.role === 'STUDENT' ? user.subscriptionLevel : undefined;
  return level === 'None' || level === 'PlatformOnly';
}
