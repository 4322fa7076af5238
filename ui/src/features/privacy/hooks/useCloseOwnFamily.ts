import { useNavigate } from 'react-router-dom';

import { useAuthStore } from '../../../lib/auth/AuthContext';
import { closeOwnFamily } from '../api/familyApi';
import type { FamilyClosedState } from '../familyClosedState';
import { PRIVACY_PATHS } from '../paths';

/**
 * Closes the parent's own family account. The server has then ended every
 * sign-in of the family (docs/privacy.md, Closing the account), so the
 * parent is signed out here too; the sign-out's own call to the server may
 * fail and is ignored by the store.
 *
 * The closed page is opened, and shown, first: signing out while the
 * profile page is up would make its role guard send the parent to the
 * sign-in page, dropping the closing's state on the way.
 */
export function useCloseOwnFamily() {
  const store = useAuthStore();
  const navigate = useNavigate();

  return async (password: string): Promise<void> => {
    const familyClosed = await closeOwnFamily({ password });
    const state: FamilyClosedState = { familyClosed };
    // flushSync: the router otherwise renders the new page in a transition,
    // and the sign-out's urgent render would still find the guarded page.
    await navigate(PRIVACY_PATHS.familyClosed, { replace: true, state, flushSync: true });
    await store.signOut();
  };
}
