import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

import type { AuthState, AuthStore } from './authStore';

const AuthContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuthStore needs an AuthProvider');
  return store;
}

/** The current sign-in state; re-renders when it changes. */
export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}
