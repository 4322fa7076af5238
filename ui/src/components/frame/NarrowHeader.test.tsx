import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Role } from '../../generated/api/schemas';
import { storeRole } from '../../lib/auth/storage';
import { fakeTransport, meFor } from '../../test/fakeTransport';
import { onANarrowWindow } from '../../test/narrowWindow';
import { renderApp } from '../../test/renderApp';

async function signedInAs(role: Role, path: string) {
  storeRole(role.toLowerCase() as 'student');
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role, mustChangePassword: false })),
  });
  const app = renderApp(path, { transport, fetchMe: async () => meFor(role) });
  await app.store.start();
  return app;
}

/** Opens the phone header's menu and returns the drawer. */
async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('the page frame on a phone', () => {
  onANarrowWindow();

  it('shows the title and a menu button instead of the row of header buttons', async () => {
    await signedInAs('STUDENT', '/student');
    expect(await screen.findByRole('heading', { name: 'Welcome to Plytime' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Plytime' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByText('Demo environment')).not.toBeInTheDocument();
  });

  it('holds every header action in the menu', async () => {
    await signedInAs('STUDENT', '/student');
    const menu = within(await openMenu());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByText('Demo environment')).toBeInTheDocument();
    expect(menu.getByTestId('display-name')).toHaveTextContent('Ada');
    expect(menu.getByRole('button', { name: /^Profile picture of / })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(await menu.findByRole('link', { name: 'How-To' })).toHaveAttribute('target', '_blank');
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("gives admins the header's admin links and no How-To", async () => {
    const app = await signedInAs('ADMIN', '/admin');
    const menu = within(await openMenu());
    expect(menu.queryByRole('link', { name: 'How-To' })).not.toBeInTheDocument();
    await userEvent.click(menu.getByRole('link', { name: 'Tutors' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/tutors'));
  });

  it('signs out from the menu', async () => {
    const app = await signedInAs('STUDENT', '/student');
    const menu = within(await openMenu());
    await userEvent.click(menu.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/signin/student'));
    expect(app.transport.signOut).toHaveBeenCalled();
  });

  it('closes the menu before opening the picture dialog', async () => {
    await signedInAs('TUTOR', '/tutor');
    const menu = within(await openMenu());
    await userEvent.click(menu.getByRole('button', { name: /^Profile picture of / }));
    expect(
      await screen.findByText('Please contact the admin to change your profile picture'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });
});
