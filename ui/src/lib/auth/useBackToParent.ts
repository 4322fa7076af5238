import { useNavigate } from 'react-router-dom';

import { useAuth, useAuthStore } from './AuthContext';
import { signInRoute } from './roles';
import { storeUsername } from './storage';

export interface BackToParent {
  /** 'Back to Sarah'. */
  label: string;
  go: () => Promise<void>;
}

/**
 * The way back from 'Login as {first name}' to the parent who used it, or
 * null in any other session. It ends the child's session and opens the
 * parent's sign-in page with their e-mail filled in, so only their
 * password is asked for: a child left alone with the device cannot walk
 * into the parent's account (docs/accounts.md, "Acting as a child").
 */
export function useBackToParent(): BackToParent | null {
  const { user } = useAuth();
  const store = useAuthStore();
  const navigate = useNavigate();
  const parent = user?.actingParent;
  if (!parent) return null;
  return {
    label: `Back to ${parent.first_name}`,
    async go() {
      await store.signOut();
      store.chooseRole('parent');
      storeUsername(parent.email);
      navigate(signInRoute('parent'));
    },
  };
}
