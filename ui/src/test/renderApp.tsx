import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import type { Me } from '../generated/Me';
import { setTransport } from '../lib/api/client';
import type { Transport } from '../lib/api/transport';
import { type AuthStore, createAuthStore } from '../lib/auth/authStore';
import { fakeTransport } from './fakeTransport';

export interface TestApp {
  store: AuthStore;
  transport: Transport;
  router: ReturnType<typeof createMemoryRouter>;
}

export interface RenderOptions {
  transport?: Transport;
  fetchMe?: () => Promise<Me>;
}

function makeStore(options: RenderOptions) {
  const transport = options.transport ?? fakeTransport();
  setTransport(transport);
  const store = createAuthStore({
    transport: () => transport,
    fetchMe: options.fetchMe ?? (() => Promise.reject(new Error('signed out'))),
  });
  return { transport, store };
}

function queryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders the real routes at `path`, with the app's providers. */
export function renderApp(path: string, options: RenderOptions = {}): TestApp {
  const { transport, store } = makeStore(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={store} queryClient={queryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, transport, router };
}

/** Renders any element with the app's providers (for components and hooks). */
export function renderWithProviders(element: ReactNode, options: RenderOptions = {}) {
  const { store } = makeStore(options);
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <AppProviders store={store} queryClient={queryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
