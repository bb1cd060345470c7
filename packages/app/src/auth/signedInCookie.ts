// A cookie that tells the server "someone is signed in in this browser", so it does not
// server-render a guest's page for them (docs/decisions/0141). It carries no token and
// grants nothing: the token stays in localStorage (spec §3) and goes only in requests'
// Authorization header.
import type { AuthStore } from './authStore';

/** The cookie's name; the server reads it (packages/server/src/http/staticApp.ts). */
export const SIGNED_IN_COOKIE = 'bk_signed_in';

export function signedInCookie(signedIn: boolean, expiry: number | null, now = Date.now()): string {
  const maxAge = signedIn && expiry !== null ? Math.max(0, Math.floor((expiry - now) / 1000)) : 0;
  return `${SIGNED_IN_COOKIE}=${signedIn ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** Keeps the cookie in step with the auth state, in this tab and (through storage events) others. */
export function keepSignedInCookie(auth: AuthStore, target: { cookie: string } = document): void {
  let last: string | null = null;
  const sync = () => {
    const signedIn = auth.isLoggedIn();
    const cookie = signedInCookie(signedIn, auth.getState().expiry);
    if (cookie === last) return;
    last = cookie;
    target.cookie = cookie;
  };
  sync();
  auth.subscribe(sync);
}
