import { useNavigate } from 'react-router-dom';

import { closeOwnFamily } from '../api/familyApi';
import type { FamilyClosedState } from '../familyClosedState';
import { PRIVACY_PATHS } from '../paths';

/**
 * Closes the parent's own family account and opens the closed page with
 * what is kept. The server has then ended every sign-in of the family
 * (docs/privacy.md, Closing the account); the closed page signs the parent
 * out here too once it shows. Signing out before, while the profile page
 * is still up, would make its role guard send the parent to the sign-in
 * page, dropping the closing's state on the way.
 */
export function useCloseOwnFamily() {
  const navigate = useNavigate();

  return async (password: string): Promise<void> => {
    const familyClosed = await closeOwnFamily({ password });
    const state: FamilyClosedState = { familyClosed };
    await navigate(PRIVACY_PATHS.familyClosed, { replace: true, state });
  };
}
