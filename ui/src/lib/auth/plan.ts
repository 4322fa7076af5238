import type { AuthUser } from './authStore';

/*
 * What a student's plan opens to them (docs/screens.md, "Subscription
 * levels"). A level the server did not send is not held against the
 * student: the server checks the level again on every call.
 */

/**
 * A student with no current plan: their pages beyond home, the game and
 * the diagnostics stay shut, and the server refuses their calls.
 */
export function hasNoPlan(user: AuthUser | null): boolean {
  return user?.role === 'STUDENT' && user.subscriptionLevel === 'None';
}

/**
 * A student whose plan has no tutor (no plan, or Platform Only): no tutor
 * would read what they write, and the server refuses their messages.
 */
export function hasNoTutor(user: AuthUser | null): boolean {
  return hasNoPlan(user) || (user?.role === 'STUDENT' && user.subscriptionLevel === 'PlatformOnly');
}

/** Why a child without a plan finds pages shut, and what a parent can do. */
export const ASK_A_PARENT_FOR_A_PLAN =
  'You don’t have a plan yet. Ask a parent to choose a plan in their Plytime account.';
