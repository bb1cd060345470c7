// The session of spec §4 on top of the AuthStore: sign-in, sign-up and sign-out,
// loading user details, and a fresh Relay environment whenever the identity
// changes (sign-in, sign-out, expiry, or another tab), so nothing one user
// loaded is ever shown to the next.
import type { Environment } from 'relay-runtime';
import type { SignInMutation } from '../__generated__/SignInMutation.graphql';
import type { SignOutMutation } from '../__generated__/SignOutMutation.graphql';
import type { SignUpMutation } from '../__generated__/SignUpMutation.graphql';
import { signInMutation } from '../mutations/SignInMutation';
import { signOutMutation } from '../mutations/SignOutMutation';
import { signUpMutation } from '../mutations/SignUpMutation';
import { commitMutationAsync } from '../relay/commitMutationAsync';
import { firstErrorMessage } from '../relay/errors';
import type { AuthStore } from './authStore';
import { fetchUserDetails } from './userDetails';

/**
 * A failed sign-in, sign-up or guest sign-in. `message` is the first GraphQL
 * error's message, or '' when the server sent none (spec §8).
 */
export class AuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}

export interface SignUpInput {
  name: string;
  username: string;
  email: string;
  password: string;
}

export interface Session {
  readonly auth: AuthStore;
  /** The Relay environment of the current identity. */
  getEnvironment(): Environment;
  /** Called after the identity (and with it the environment) changed. */
  subscribe(listener: () => void): () => void;
  signIn(username: string, password: string): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  /** Never fails: a failed signOut call is only logged (spec §8). */
  signOut(): Promise<void>;
  /** Reloads the user's details into the auth state. */
  refreshUserDetails(): Promise<void>;
  /**
   * When the app opens with a stored sign-in: reloads the details, and becomes a guest if
   * the server no longer knows the token's session (it was ended elsewhere).
   */
  checkStoredSignIn(): Promise<void>;
  dispose(): void;
}

export interface SessionOptions {
  auth: AuthStore;
  createEnvironment: () => Environment;
  /** Timers, replaceable in tests. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
  logError?: (...args: unknown[]) => void;
}

/** Browsers cap timers at 2^31-1 ms; later expiries are re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createSession({
  auth,
  createEnvironment,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now = () => Date.now(),
  logError = (...args) => console.error(...args),
}: SessionOptions): Session {
  // A sign-in that expired while the app was closed is over before anything renders.
  if (auth.getState().token && auth.isExpired()) auth.reset();
  let environment = createEnvironment();
  let identity = auth.getState().id;
  const listeners = new Set<() => void>();
  let expiryTimer: unknown = null;

  const scheduleExpiry = () => {
    if (expiryTimer !== null) clearTimer(expiryTimer);
    expiryTimer = null;
    const { expiry, token } = auth.getState();
    if (!token || expiry === null || !auth.isLoggedIn()) return;
    expiryTimer = setTimer(
      () => {
        expiryTimer = null;
        // A signed-in session that ran out becomes a guest one (spec §4).
        if (auth.isExpired()) auth.reset();
        else scheduleExpiry();
      },
      Math.min(Math.max(expiry - now(), 0), MAX_TIMER_MS),
    );
  };

  const onAuthChange = () => {
    scheduleExpiry();
    const next = auth.getState().id;
    if (next === identity) return;
    identity = next;
    environment = createEnvironment();
    for (const listener of listeners) listener();
  };
  const unsubscribeAuth = auth.subscribe(onAuthChange);
  scheduleExpiry();

  const storeToken = async (token: string | null | undefined) => {
    if (!token) throw new AuthError('');
    auth.setToken(token);
    await refreshUserDetails();
  };

  async function refreshUserDetails({ resetIfEnded = false } = {}) {
    const forIdentity = identity;
    try {
      const details = await fetchUserDetails(environment);
      if (identity !== forIdentity) return;
      if (details) auth.update(details);
      // A signed-in token that belongs to nobody was ended on the server (sign out
      // everywhere, a passphrase changed or reset elsewhere, a deleted account): the
      // server already answers it as a guest, so the app becomes one too.
      else if (resetIfEnded && auth.isLoggedIn()) auth.reset();
    } catch (error) {
      logError('Could not load the user details', error);
    }
  }

  return {
    auth,
    getEnvironment: () => environment,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signIn(username, password) {
      let token: string | null | undefined;
      try {
        const response = await commitMutationAsync<SignInMutation>(environment, signInMutation, {
          username,
          password,
        });
        token = response.signIn?.jwtToken;
      } catch (error) {
        throw new AuthError(firstErrorMessage(error));
      }
      await storeToken(token);
    },
    async signUp(input) {
      let token: string | null | undefined;
      try {
        const response = await commitMutationAsync<SignUpMutation>(
          environment,
          signUpMutation,
          input,
        );
        token = response.signUp?.jwtToken;
      } catch (error) {
        throw new AuthError(firstErrorMessage(error));
      }
      await storeToken(token);
    },
    async signOut() {
      try {
        const response = await commitMutationAsync<SignOutMutation>(
          environment,
          signOutMutation,
          {},
        );
        if (response.signOut?.boolean === false) logError('The server refused to sign out');
      } catch (error) {
        logError('Sign-out failed', error);
      }
      auth.reset();
    },
    refreshUserDetails: () => refreshUserDetails(),
    checkStoredSignIn: () =>
      auth.isLoggedIn() ? refreshUserDetails({ resetIfEnded: true }) : Promise.resolve(),
    dispose() {
      unsubscribeAuth();
      if (expiryTimer !== null) clearTimer(expiryTimer);
      listeners.clear();
    },
  };
}
