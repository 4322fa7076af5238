import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
} from 'react-router-dom';

import { AppProviders } from '../app/AppProviders';
import { Screens } from '../app/routes';
import type { Me } from '../generated/api/schemas';
import { setTransport } from '../lib/api/client';
import type { Transport } from '../lib/api/transport';
import { type AuthStore, createAuthStore } from '../lib/auth/authStore';
import { fakeTransport } from './fakeTransport';

/** Where the app is, and a way to go elsewhere, as a test sees them. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

export interface TestApp {
  store: AuthStore;
  transport: Transport;
  router: TestRouter;
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

/** Reports where the router the app renders in is, each time it renders. */
function RouterProbe({ onRender }: { onRender: (router: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ state: { location }, navigate });
  });
  return null;
}

/**
 * Renders the real routes at `path`, with the app's providers, in the same
 * kind of router as the app (a plain one, see app/routes.tsx).
 */
export function renderApp(path: string, options: RenderOptions = {}): TestApp {
  const { transport, store } = makeStore(options);
  const router = { state: {} } as TestRouter;
  const follow = (current: TestRouter) => Object.assign(router, current);
  render(
    <AppProviders store={store} queryClient={queryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Screens />
        <RouterProbe onRender={follow} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, transport, router };
}

/** Renders any element with the app's providers (for components and hooks). */
export function renderWithProviders(element: ReactNode, options: RenderOptions = {}) {
  const { store } = makeStore(options);
  return render(
    <AppProviders store={store} queryClient={queryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </AppProviders>,
  );
}
