// Route guards of spec §2 as loader steps: they read the auth store before any
// data is requested and redirect with react-router's redirect().
import { redirect } from 'react-router-dom';
import type { AuthStore } from './authStore';
import { signInPath } from './nextPath';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Signed-out visitors go to /signin with the page as `next`. */
export function requireSignIn(auth: AuthStore, request: Request): void {
  if (!auth.isLoggedIn()) throw redirect(signInPath(pathOf(request)));
}

/** Everyone but an administrator goes to the home page. */
export function requireAdmin(auth: AuthStore): void {
  if (!auth.isLoggedIn() || auth.getState().role !== 'bk_admin') throw redirect('/');
}

/** The guards in the shape route loaders take (`queryLoader`'s `guard`). */
export const signedInGuard = ({ request }: { request: Request }, { auth }: { auth: AuthStore }) =>
  requireSignIn(auth, request);
export const adminGuard = (_args: unknown, { auth }: { auth: AuthStore }) => requireAdmin(auth);
