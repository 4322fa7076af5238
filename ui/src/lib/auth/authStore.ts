import type { ActingParent, Me, Role, SubscriptionLevel } from '../../generated/api/schemas';
import { ApiError } from '../api/apiError';
import { onSessionLost } from '../api/sessionEvents';
import type { SessionInfo, Transport } from '../api/transport';
import { logError } from '../remoteLog';
import { assertSignInRole, signInRoleOf, type SignInRole } from './roles';
import {
  clearCookies,
  clearStoredRole,
  clearStoredUsername,
  readStoredRole,
  storeRole,
  storeUsername,
} from './storage';

/** The signed-in person as the screens see them. */
export interface AuthUser {
  uid: string;
  _id: string;
  username: string;
  displayName: string;
  email?: string;
  role: Role;
  profile_picture?: string;
  mustChangePassword: boolean;
  /** Students only: what their subscriptions give (see RequireSubscription). */
  subscriptionLevel?: SubscriptionLevel;
  /** A sign-in handed over from the desktop app opens this one session only. */
  sessionOnly: string | null;
  /** The parent who signed in as this student ('Login as'), to offer the way back to. */
  actingParent: ActingParent | null;
  /** Admins only: they read the concerns raised and may suspend a tutor. */
  safeguardingLead: boolean;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The role whose sign-in page a signed-out visitor is sent to. */
  storedRole: SignInRole | null;
}

export interface AuthDependencies {
  transport: () => Transport;
  fetchMe: () => Promise<Me>;
  /** Called on sign-out so cached server data of the last user is dropped. */
  onReset?: () => void;
}

export function toAuthUser(me: Me): AuthUser {
  const data = me.user_data;
  return {
    uid: me.uid,
    _id: data._id,
    username: me.username,
    displayName: data.display_name ?? data.username ?? me.username,
    email: data.email ?? undefined,
    role: me.role,
    profile_picture: data.profile_picture ?? undefined,
    mustChangePassword: me.must_change_password,
    subscriptionLevel: me.subscription_level,
    sessionOnly: me.session_only ?? null,
    actingParent: me.acting_parent ?? null,
    safeguardingLead: me.safeguarding_lead ?? false,
  };
}

function readRoleSafely(): SignInRole | null {
  try {
    return readStoredRole();
  } catch (error) {
    // 'Unsupported login role': forget it and let the visitor choose again.
    logError(error);
    clearStoredRole();
    return null;
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/**
 * The sign-in state machine: start reads the stored role and
 * resumes the session; signing in clears the stored username and reloads
 * the profile; a lost session or a failed profile load leaves no user.
 */
export function createAuthStore(deps: AuthDependencies) {
  let state: AuthState = { status: 'loading', user: null, storedRole: readRoleSafely() };
  const listeners = new Set<() => void>();
  let profileLoad: Promise<AuthUser | null> | null = null;

  function set(next: Partial<AuthState>): void {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  }

  function loadProfile(): Promise<AuthUser | null> {
    // A second caller waits for the load already under way instead of
    // starting another one.
    profileLoad ??= (async () => {
      set({ status: 'loading' });
      try {
        const user = toAuthUser(await deps.fetchMe());
        set({ status: 'signedIn', user });
        return user;
      } catch (error) {
        logError(error);
        set({ status: 'signedOut', user: null });
        return null;
      } finally {
        profileLoad = null;
      }
    })();
    return profileLoad;
  }

  async function signedIn(session: SessionInfo): Promise<AuthUser | null> {
    const role = signInRoleOf(session.role);
    if (role) storeRole(role);
    set({ storedRole: role ?? state.storedRole });
    clearStoredUsername();
    return loadProfile();
  }

  onSessionLost(() => set({ status: 'signedOut', user: null }));

  return {
    getState: (): AuthState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start(): Promise<void> {
      const storedRole = readRoleSafely();
      set({ storedRole });
      if (!storedRole) {
        set({ status: 'signedOut', user: null });
        return;
      }
      const session = await deps
        .transport()
        .restore()
        .catch(() => null);
      if (!session) {
        set({ status: 'signedOut', user: null });
        return;
      }
      await loadProfile();
    },

    /** Remembers the chosen role so the right sign-in page opens next time. */
    chooseRole(role: SignInRole): void {
      storeRole(assertSignInRole(role));
      set({ storedRole: role });
    },

    async signIn(role: SignInRole, login: string, password: string): Promise<AuthUser | null> {
      const checked = assertSignInRole(role);
      storeRole(checked);
      storeUsername(login);
      set({ storedRole: checked });
      return signedIn(await deps.transport().signIn({ role: checked, login, password }));
    },

    async signUp(email: string, password: string): Promise<AuthUser | null> {
      return signedIn(await deps.transport().signUp({ email, password }));
    },

    /** A parent continues as one of their students ("Login as {first name}"). */
    async actAs(studentId: string): Promise<AuthUser | null> {
      return signedIn(await deps.transport().actAs(studentId));
    },

    /** Signs in with a handoff code from the desktop app, for one session. */
    async redeemHandoff(code: string): Promise<AuthUser | null> {
      const transport = deps.transport();
      if (!transport.redeemHandoff) throw new ApiError(501, ['Not available in this app']);
      return signedIn(await transport.redeemHandoff(code));
    },

    /** Replaces a (one-time) password and continues in the fresh session. */
    async changePassword(currentPassword: string, newPassword: string): Promise<AuthUser | null> {
      return signedIn(
        await deps
          .transport()
          .changePassword({ current_password: currentPassword, new_password: newPassword }),
      );
    },

    reloadProfile: loadProfile,

    /**
     * Reads the signed-in user again without showing the page as loading,
     * after they changed their own name: the header shows it at once. A
     * failure keeps what is shown and is only logged.
     */
    async refreshProfile(): Promise<void> {
      try {
        const user = toAuthUser(await deps.fetchMe());
        if (state.user?.uid === user.uid) set({ user });
      } catch (error) {
        logError(error);
      }
    },

    async signOut(): Promise<void> {
      deps.onReset?.();
      clearStoredUsername();
      clearCookies();
      set({ status: 'signedOut', user: null });
      await deps
        .transport()
        .signOut()
        .catch((error: unknown) => logError(error));
    },
  };
}
