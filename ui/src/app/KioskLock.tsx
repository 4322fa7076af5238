import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useAuth } from '../lib/auth/AuthContext';
import { isKioskPath, useKiosk } from '../lib/desktop/kiosk';

/** In kiosk mode every path outside the student area leads back into it. */
export function KioskLock() {
  const kiosk = useKiosk();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (kiosk && !isKioskPath(pathname)) {
    return <Navigate to={user ? '/student' : '/signin/student'} replace />;
  }
  return <Outlet />;
}
