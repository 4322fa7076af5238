import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Role } from '../generated/api/schemas';
import { ApiError } from '../lib/api/apiError';
import { storeRole } from '../lib/auth/storage';
import { fakeTransport, meFor } from '../test/fakeTransport';
import { renderApp } from '../test/renderApp';

/** Renders `path` for someone signed in with `role` (after the store has started). */
async function signedInAs(role: Role, path: string, mustChangePassword = false) {
  storeRole(role === 'TEST' ? 'admin' : (role.toLowerCase() as 'student'));
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role, mustChangePassword })),
  });
  const app = renderApp(path, {
    transport,
    fetchMe: async () => ({ ...meFor(role), must_change_password: mustChangePassword }),
  });
  await app.store.start();
  return app;
}

async function signedOut(path: string) {
  const app = renderApp(path);
  await app.store.start();
  return app;
}

describe('routes for signed-out visitors', () => {
  it('sends an unknown visitor to the account-type choice', async () => {
    const app = await signedOut('/no/such/page');
    expect(await screen.findByText('Who is signing in?')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/select_account_type');
    expect(screen.getByText('Parent')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(screen.getByText('Tutor')).toBeInTheDocument();
    expect(screen.queryByText('Admin (staff)')).not.toBeInTheDocument();
  });

  it('offers the staff card only with ?admin', async () => {
    await signedOut('/select_account_type?admin');
    expect(await screen.findByText('Admin (staff)')).toBeInTheDocument();
  });

  it('remembers the chosen role and opens its sign-in page', async () => {
    const app = await signedOut('/select_account_type');
    await userEvent.click(await screen.findByText('Student'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/signin/student');
    expect(localStorage.getItem('plytime.role')).toBe('student');
  });

  it("sends a visitor whose role is known to that role's sign-in page", async () => {
    storeRole('parent');
    const app = await signedOut('/admin');
    expect(await screen.findByText('Parent sign in')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/signin/parent');
  });

  it('hides the admin sign-in without ?admin', async () => {
    const app = await signedOut('/signin/admin');
    expect(await screen.findByText('Who is signing in?')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/select_account_type');
  });

  it('shows the admin sign-in with ?admin, asking for an e-mail', async () => {
    await signedOut('/signin/admin?admin');
    expect(await screen.findByText('Admin sign in')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('offers sign-up on the parent page only', async () => {
    await signedOut('/signin/parent');
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch user' })).toHaveAttribute(
      'href',
      '/select_account_type',
    );
  });

  it("shows 'Loading' while sign-in is in progress", async () => {
    renderApp('/student');
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.getByText('Please wait...')).toBeInTheDocument();
  });
});

describe('signing in', () => {
  it("shows the server's message when the password is wrong", async () => {
    const transport = fakeTransport({
      signIn: vi.fn(async () => {
        throw new ApiError(401, ['Incorrect username or password']);
      }),
    });
    const app = renderApp('/signin/student', { transport });
    await app.store.start();
    await userEvent.type(await screen.findByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(transport.signIn).toHaveBeenCalledWith({
      role: 'student',
      login: 'ada',
      password: 'wrong-password',
    });
  });

  it('asks for the username and password before sending anything', async () => {
    const transport = fakeTransport();
    const app = renderApp('/signin/student', { transport });
    await app.store.start();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Cannot be empty')).toHaveLength(2);
    expect(transport.signIn).not.toHaveBeenCalled();
  });

  it('goes home after signing in', async () => {
    const transport = fakeTransport({
      signIn: vi.fn(async () => ({ uid: 'u', role: 'PARENT' as Role, mustChangePassword: false })),
    });
    const app = renderApp('/signin/parent', {
      transport,
      fetchMe: async () => meFor('PARENT', 'Sarah Lovelace'),
    });
    await app.store.start();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'parent@plytime.test');
    await userEvent.type(screen.getByLabelText('Password'), 'plytime-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Hello, Sarah Lovelace')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/parent');
  });
});

describe('role-restricted routes', () => {
  it('tells a student that the admin area is not theirs', async () => {
    await signedInAs('STUDENT', '/admin');
    expect(await screen.findByText('You are not authorised to see this page')).toBeInTheDocument();
    expect(screen.getByText(/refresh the page once/)).toBeInTheDocument();
    expect(screen.getByText(/log in again with another account/)).toBeInTheDocument();
    expect(screen.getByText(/click Home/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('lets TEST open every role-restricted route', async () => {
    await signedInAs('TEST', '/student');
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('treats / as the admin home', async () => {
    await signedInAs('ADMIN', '/');
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('sends a signed-in user away from sign-in pages to their home', async () => {
    const app = await signedInAs('TUTOR', '/signin/tutor');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tutor'));
  });

  it('sends a signed-in user on an unknown path to their home', async () => {
    const app = await signedInAs('PARENT', '/nowhere');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/parent'));
  });

  it('asks for a new password before anything else after a one-time password', async () => {
    const app = await signedInAs('TUTOR', '/tutor', true);
    expect(await screen.findByLabelText('Confirm new password')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/change_password');
  });
});

describe('page frame', () => {
  it('shows the user, Home, How-To and Sign out for a student', async () => {
    await signedInAs('STUDENT', '/student');
    expect(await screen.findByTestId('display-name')).toHaveTextContent('Ada');
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    const howTo = await screen.findByRole('link', { name: 'How-To' });
    expect(howTo).toHaveAttribute('target', '_blank');
    expect(howTo).toHaveAttribute('href', 'https://help.example/videos');
    expect(screen.getByText('Demo environment')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Plytime')).toBeInTheDocument();
    expect(screen.getByAltText("Ada's picture")).toHaveAttribute('src', '/default-avatar.svg');
  });

  it('shows no How-To link to admins', async () => {
    await signedInAs('ADMIN', '/admin');
    expect(await screen.findByText('Demo environment')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'How-To' })).not.toBeInTheDocument();
  });

  it('tells tutors to ask the admin to change their picture', async () => {
    await signedInAs('TUTOR', '/tutor');
    await userEvent.click(await screen.findByRole('button', { name: 'Change picture' }));
    expect(
      await screen.findByText('Please contact the admin to change your profile picture'),
    ).toBeInTheDocument();
  });

  it('signs out back to the sign-in page', async () => {
    const app = await signedInAs('STUDENT', '/student');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/signin/student'));
    expect(app.transport.signOut).toHaveBeenCalled();
  });
});
