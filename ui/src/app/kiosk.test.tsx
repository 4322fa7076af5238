import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { storeRole } from '../lib/auth/storage';
import { fakeTransport, meFor } from '../test/fakeTransport';
import { renderApp } from '../test/renderApp';

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@tauri-apps/api/core', () => ({ invoke }));

beforeEach(() => {
  (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__ = {};
  invoke.mockImplementation(async (command: string, args?: { pin?: string }) => {
    if (command === 'app_config') return { serverUrl: 'http://server', kiosk: true };
    if (command === 'kiosk_exit') return args?.pin === '2468';
    throw { kind: 'config', message: `unexpected ${command}` };
  });
});

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__;
  invoke.mockReset();
});

async function studentInKiosk(path: string) {
  storeRole('student');
  const app = renderApp(path, {
    transport: fakeTransport({
      restore: vi.fn(async () => ({
        uid: 'u',
        role: 'STUDENT' as const,
        mustChangePassword: false,
      })),
    }),
    fetchMe: async () => meFor('STUDENT'),
  });
  await app.store.start();
  return app;
}

describe('kiosk mode', () => {
  it('keeps a child inside the student area', async () => {
    const app = await studentInKiosk('/parent');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/student'));
  });

  it('offers Leave kiosk instead of Sign out and checks the adult PIN', async () => {
    await studentInKiosk('/student');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave kiosk' }));
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Adult PIN'), '1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave kiosk' }));
    expect(await screen.findByText('That PIN is not right')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('kiosk_exit', { pin: '1111' });
  });
});
