import { describe, expect, it, vi } from 'vitest';

import type { Me } from '../../generated/api/schemas';
import { notifySessionLost } from '../api/sessionEvents';
import { fakeTransport, meFor } from '../../test/fakeTransport';
import { createAuthStore } from './authStore';
import { storeRole, storeUsername } from './storage';

describe('sign-in state', () => {
  it('with no stored role, starts with no user and asks nothing of the server', async () => {
    const transport = fakeTransport();
    const store = createAuthStore({ transport: () => transport, fetchMe: vi.fn() });
    await store.start();
    expect(store.getState()).toMatchObject({ status: 'signedOut', user: null, storedRole: null });
    expect(transport.restore).not.toHaveBeenCalled();
  });

  it("forgets a stored role that is not one ('Unsupported login role')", async () => {
    localStorage.setItem('plytime.role', 'teacher');
    const store = createAuthStore({ transport: () => fakeTransport(), fetchMe: vi.fn() });
    await store.start();
    expect(store.getState().storedRole).toBeNull();
    expect(localStorage.getItem('plytime.role')).toBeNull();
  });

  it('refuses to sign in with an unsupported role', async () => {
    const store = createAuthStore({ transport: () => fakeTransport(), fetchMe: vi.fn() });
    await expect(
      store.signIn('teacher' as unknown as 'parent', 'x@y.z', 'password1'),
    ).rejects.toThrow('Unsupported login role');
  });

  it('resumes a kept session and loads the profile', async () => {
    storeRole('student');
    const transport = fakeTransport({
      restore: vi.fn(async () => ({
        uid: 'u',
        role: 'STUDENT' as const,
        mustChangePassword: false,
      })),
    });
    const store = createAuthStore({
      transport: () => transport,
      fetchMe: async () => meFor('STUDENT'),
    });
    await store.start();
    expect(store.getState()).toMatchObject({
      status: 'signedIn',
      user: { displayName: 'Ada', role: 'STUDENT' },
    });
  });

  it('clears the stored username once signed in and reloads the profile', async () => {
    const fetchMe = vi.fn(async () => meFor('PARENT', 'Sarah Lovelace'));
    const store = createAuthStore({ transport: () => fakeTransport(), fetchMe });
    storeUsername('typed-before');
    const user = await store.signIn('parent', 'parent@plytime.test', 'plytime-demo');
    expect(user?.displayName).toBe('Sarah Lovelace');
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('plytime.username')).toBeNull();
    expect(localStorage.getItem('plytime.role')).toBe('parent');
  });

  it('leaves the user unset when the profile cannot be loaded', async () => {
    const store = createAuthStore({
      transport: () => fakeTransport(),
      fetchMe: async () => {
        throw new Error('offline');
      },
    });
    await store.signIn('parent', 'parent@plytime.test', 'plytime-demo');
    expect(store.getState()).toMatchObject({ status: 'signedOut', user: null });
  });

  it('clears the user when the session is lost (failed refresh)', async () => {
    const store = createAuthStore({
      transport: () => fakeTransport(),
      fetchMe: async () => meFor('PARENT'),
    });
    await store.signIn('parent', 'parent@plytime.test', 'plytime-demo');
    notifySessionLost();
    expect(store.getState()).toMatchObject({ status: 'signedOut', user: null });
  });

  it('signing out resets the store and storage but keeps the role for the next sign-in', async () => {
    const transport = fakeTransport();
    const onReset = vi.fn();
    const store = createAuthStore({
      transport: () => transport,
      fetchMe: async () => meFor('PARENT'),
      onReset,
    });
    await store.signIn('parent', 'parent@plytime.test', 'plytime-demo');
    document.cookie = 'leftover=1';
    await store.signOut();
    expect(store.getState()).toMatchObject({
      status: 'signedOut',
      user: null,
      storedRole: 'parent',
    });
    expect(onReset).toHaveBeenCalled();
    expect(transport.signOut).toHaveBeenCalled();
    expect(document.cookie).not.toContain('leftover');
  });

  it('acting as a student switches the session to that student', async () => {
    const transport = fakeTransport();
    const store = createAuthStore({
      transport: () => transport,
      fetchMe: async () => meFor('STUDENT'),
    });
    await store.actAs('st1');
    expect(transport.actAs).toHaveBeenCalledWith('st1');
    expect(store.getState().user?.role).toBe('STUDENT');
    expect(localStorage.getItem('plytime.role')).toBe('student');
  });

  it('knows the parent behind an acting session, and nobody behind a child of their own', async () => {
    const parent = { first_name: 'Sarah', email: 'sarah@plytime.test' };
    let me: Me = { ...meFor('STUDENT'), acting_parent: parent };
    const store = createAuthStore({ transport: () => fakeTransport(), fetchMe: async () => me });
    await store.actAs('st1');
    expect(store.getState().user?.actingParent).toEqual(parent);
    me = meFor('STUDENT');
    await store.signIn('student', 'ada', 'secret-words');
    expect(store.getState().user?.actingParent).toBeNull();
  });

  it('refreshes the name without showing the page as loading', async () => {
    let me = meFor('PARENT', 'sarah@plytime.test');
    const store = createAuthStore({ transport: () => fakeTransport(), fetchMe: async () => me });
    await store.signIn('parent', 'sarah@plytime.test', 'secret-words');
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().status));
    me = meFor('PARENT', 'Sarah Lovelace');
    await store.refreshProfile();
    expect(store.getState().user?.displayName).toBe('Sarah Lovelace');
    expect(statuses).toEqual(['signedIn']);
  });
});
