import { useNavigate } from 'react-router-dom';

import type { AuthUser } from '../../../lib/auth/authStore';
import { homeRoute } from '../../../lib/auth/roles';

/** After signing in: replace a one-time password first, otherwise go home. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  return (user: AuthUser | null) => {
    if (!user) return;
    navigate(user.mustChangePassword ? '/change_password' : homeRoute(user.role), {
      replace: true,
    });
  };
}
