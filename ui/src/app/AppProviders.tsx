import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

import { PictureDialogProvider } from '../features/profile/components/PictureDialogProvider';
import { AuthProvider } from '../lib/auth/AuthContext';
import type { AuthStore } from '../lib/auth/authStore';
import { readableColours } from './readableColours';
import { theme } from './theme';

// The toasts' container loads beside the first page rather than before it;
// toasts raised meanwhile wait in their store.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export interface AppProvidersProps {
  store: AuthStore;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen may rely on: theme, toasts, server cache, sign-in state. */
export function AppProviders({ store, queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColours}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={store}>
          <PictureDialogProvider>{children}</PictureDialogProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
