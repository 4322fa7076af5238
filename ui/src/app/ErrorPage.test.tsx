import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';

import { createAuthStore } from '../lib/auth/authStore';
import { isMissingCodeError } from '../lib/newVersionReload';
import { fakeTransport } from '../test/fakeTransport';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

const CHROME_MISSING_CODE = new TypeError(
  'Failed to fetch dynamically imported module: https://plytime.example/assets/PlayPage-1a2b3c.js',
);

/** Renders a screen that throws `error`, under the error page. */
function renderFailing(error: unknown, reload: () => void) {
  function Failing(): never {
    throw error;
  }
  const transport = fakeTransport();
  const store = createAuthStore({
    transport: () => transport,
    fetchMe: () => Promise.reject(new Error('signed out')),
  });
  render(
    <AppProviders store={store} queryClient={new QueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route
            element={
              <ScreenErrorBoundary reload={reload}>
                <Outlet />
              </ScreenErrorBoundary>
            }
          >
            <Route path="/" element={<Failing />} />
            <Route path="/fine" element={<p>A screen that works</p>} />
          </Route>
        </Routes>
        <Link to="/fine">Somewhere else</Link>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  // The failing screens are meant to fail; React and the page report it.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the error page', () => {
  it('replaces a failed screen with a plain message and a Reload button', async () => {
    const reload = vi.fn();
    renderFailing(new Error('Cannot read properties of undefined'), reload);
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/select_account_type',
    );
  });

  it('reloads by itself, once, when code of an older version is missing', async () => {
    const reload = vi.fn();
    renderFailing(CHROME_MISSING_CODE, reload);
    expect(await screen.findByText('Loading the new version of Plytime...')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the reloaded page fails the same way', async () => {
    const firstReload = vi.fn();
    renderFailing(CHROME_MISSING_CODE, firstReload);
    await screen.findByText('Loading the new version of Plytime...');
    expect(firstReload).toHaveBeenCalledTimes(1);

    // What the reloaded tab sees: the same failure moments later.
    cleanup();
    const secondReload = vi.fn();
    renderFailing(CHROME_MISSING_CODE, secondReload);
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(secondReload).not.toHaveBeenCalled();
  });

  it('gives the next screen a fresh start', async () => {
    renderFailing(new Error('Cannot read properties of undefined'), vi.fn());
    await screen.findByRole('heading', { name: 'Oops! Something went wrong' });
    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByText('A screen that works')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
  });

  it("is the app's error page for every screen", () => {
    const root = routes[0];
    expect((root?.element as { type?: unknown }).type).toBe(ScreenErrorBoundary);
  });
});

describe('isMissingCodeError', () => {
  it.each([
    ['Chrome', CHROME_MISSING_CODE],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/a.js')],
    ['Vite', new Error('Unable to preload CSS for /assets/index-abc.css')],
    ['webpack', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
  ])('recognises %s', (_browser, error) => {
    expect(isMissingCodeError(error)).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isMissingCodeError(new Error('Network error'))).toBe(false);
    expect(isMissingCodeError(undefined)).toBe(false);
    expect(isMissingCodeError({ status: 404 })).toBe(false);
  });
});
