import { MantineProvider } from '@mantine/core';
import type { NotificationsProps } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

import { PictureDialogProvider } from '../features/profile/components/PictureDialogProvider';
import { AuthProvider } from '../lib/auth/AuthContext';
import type { AuthStore } from '../lib/auth/authStore';
import { useToastsWanted } from '../lib/toasts';
import { readableColours } from './readableColours';
import { theme } from './theme';

// The toasts' container loads with the first toast (lib/toasts.ts), which
// waits in their store until it is there. Should it fail to load, there are
// no toasts (lib/toasts.ts deals with the failure), but the app stays up.
const Notifications = lazy(async (): Promise<{ default: ComponentType<NotificationsProps> }> => {
  try {
    return { default: (await import('@mantine/notifications')).Notifications };
  } catch {
    return { default: () => null };
  }
});

export interface AppProvidersProps {
  store: AuthStore;
  queryClient: QueryClient;
  children: ReactNode;
}

function Toasts() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

/** Everything a screen may rely on: theme, toasts, server cache, sign-in state. */
export function AppProviders({ store, queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColours}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={store}>
          <PictureDialogProvider>{children}</PictureDialogProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
