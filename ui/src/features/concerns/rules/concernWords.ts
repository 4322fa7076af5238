import type { ConcernState } from '../../../generated/api/schemas';
import type { AuthUser } from '../../../lib/auth/authStore';

/** Whose words a concern is asked for in: a child's (6 to 11) or an adult's. */
export type Audience = 'child' | 'adult';

export interface ConcernWords {
  /** The button that opens the dialog. */
  button: string;
  /** The dialog's title. */
  title: string;
  /** The account's label. */
  label: string;
  /** Said when the concern names the session it is raised from. */
  aboutSession: string;
  thanks: string;
}

export const CONCERN_WORDS: Record<Audience, ConcernWords> = {
  child: {
    button: 'Tell us if something worried you',
    title: 'Tell us what worried you',
    label: 'What happened? You can tell us anything.',
    aboutSession: 'We will know it happened in this session.',
    thanks: 'Thank you for telling us. A grown-up at Plytime will read this.',
  },
  adult: {
    button: 'Report a concern',
    title: 'Report a concern',
    label: 'What happened?',
    aboutSession: 'Your concern will name this session.',
    thanks: 'Thank you. We have received your concern and our safeguarding lead will look at it.',
  },
};

/** Where a concern stands, as the person who raised it reads it. */
export const STATE_WORDS: Record<ConcernState, string> = {
  open: 'Received',
  reviewing: 'Being looked at',
  closed: 'Closed',
};

/** The server's answer to a parent signed in as their child, said before they start writing. */
export const FROM_OWN_ACCOUNT = 'Report a concern from your own account.';

/**
 * How `user` may raise a concern: in a child's or an adult's words; only
 * from their own account while a parent is signed in as the child (the
 * server refuses it, and the child's list is the child's); or not at all.
 * Admins do not raise concerns, and a sign-in handed over for one session
 * may make only that session's calls.
 */
export function raiserOf(user: AuthUser | null): Audience | 'own account' | null {
  if (!user || user.sessionOnly) return null;
  if (user.role === 'STUDENT') return user.actingParent ? 'own account' : 'child';
  return user.role === 'PARENT' || user.role === 'TUTOR' ? 'adult' : null;
}
