import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { PictureDialogProvider } from '../features/profile/components/PictureDialogProvider';
import { AuthProvider } from '../lib/auth/AuthContext';
import type { AuthStore } from '../lib/auth/authStore';
import { theme } from './theme';

export interface AppProvidersProps {
  store: AuthStore;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen may rely on: theme, toasts, server cache, sign-in state. */
export function AppProviders({ store, queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={store}>
          <PictureDialogProvider>{children}</PictureDialogProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
