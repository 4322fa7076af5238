import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { sessionPathFor, SESSION_PATHS } from '../features/sessions/paths';
import { useAuth } from '../lib/auth/AuthContext';

/**
 * A sign-in handed over from the desktop app opens one session only
 * (docs/live-sessions.md): every other page leads back to it.
 */
export function SessionOnlyLock() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (user?.sessionOnly && pathname !== SESSION_PATHS.handoff) {
    const own = sessionPathFor(user.role, user.sessionOnly);
    if (pathname !== own) return <Navigate to={own} replace />;
  }
  return <Outlet />;
}
