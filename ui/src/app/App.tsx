import { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { getTransport } from '../lib/api/client';
import { createAuthStore } from '../lib/auth/authStore';
import { fetchMe } from '../lib/auth/profileMe';
import { AppProviders } from './AppProviders';
import { Screens } from './routes';

function createApp() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  const store = createAuthStore({
    transport: getTransport,
    fetchMe,
    // Nothing fetched for the last user may show for the next one.
    onReset: () => queryClient.clear(),
  });
  return { queryClient, store };
}

export function App() {
  const [app] = useState(createApp);
  useEffect(() => {
    void app.store.start();
  }, [app]);
  return (
    <AppProviders store={app.store} queryClient={app.queryClient}>
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
    </AppProviders>
  );
}
