import { useQuery } from '@tanstack/react-query';

import type { ConfigView } from '../../generated/desktop/ConfigView';
import { desktopCommand } from '../api/tauriTransport';
import { isTauri } from '../platform';

/** The desktop app's settings the UI may know (docs/desktop-ipc.md). */
export function fetchAppConfig(): Promise<ConfigView> {
  return desktopCommand<ConfigView>('app_config');
}

/** True when the adult's PIN was right; the app then leaves kiosk mode and closes. */
export function exitKiosk(pin: string): Promise<boolean> {
  return desktopCommand<boolean>('kiosk_exit', { pin });
}

/** Kiosk mode exists only in the desktop app; a browser is never in it. */
export function useKiosk(): boolean {
  const { data } = useQuery({
    queryKey: ['app_config'],
    queryFn: fetchAppConfig,
    enabled: isTauri(),
    staleTime: Infinity,
  });
  return data?.kiosk ?? false;
}

/** A child in kiosk mode stays in the student area (and its sign-in page). */
export function isKioskPath(pathname: string): boolean {
  return (
    pathname === '/student' ||
    pathname.startsWith('/student/') ||
    pathname.startsWith('/game/') ||
    pathname === '/signin/student'
  );
}
