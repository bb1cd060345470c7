// React access to the session: `useAuth()` reads the auth state through
// useSyncExternalStore, so every component follows sign-in and sign-out,
// including those in other tabs.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Environment } from 'relay-runtime';
import { isLoggedInRole } from '@bloomkeep/schema';
import type { AuthState } from './authStore';
import type { Session, SignUpInput } from './session';

const SessionContext = createContext<Session | null>(null);

export function AuthProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside an AuthProvider');
  return session;
}

export interface Auth extends AuthState {
  /** Role neither empty nor bk_anonymous (spec §4). */
  isLoggedIn: boolean;
  isAdmin: boolean;
  signIn: (username: string, password: string) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
  refreshUserDetails: () => Promise<void>;
}

export function useAuth(): Auth {
  const session = useSession();
  const state = useSyncExternalStore(
    session.auth.subscribe,
    session.auth.getState,
    session.auth.getState,
  );
  return useMemo(
    () => ({
      ...state,
      isLoggedIn: isLoggedInRole(state.role),
      isAdmin: state.role === 'bk_admin',
      signIn: session.signIn,
      signUp: session.signUp,
      signOut: session.signOut,
      refreshUserDetails: session.refreshUserDetails,
    }),
    [state, session],
  );
}

/** The Relay environment of the current identity; changes on sign-in and sign-out. */
export function useSessionEnvironment(): Environment {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getEnvironment, session.getEnvironment);
}
