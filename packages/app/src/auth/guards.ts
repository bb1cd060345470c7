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

/**
 * Guests go to /signin with the page as `next`, like every other guard (an
 * administrator who is signed out must be able to get back here); signed-in users
 * who are not administrators go to the home page (spec §2).
 */
export function requireAdmin(auth: AuthStore, request: Request): void {
  requireSignIn(auth, request);
  if (auth.getState().role !== 'bk_admin') throw redirect('/');
}

/** The guards in the shape route loaders take (`queryLoader`'s `guard`). */
export const signedInGuard = ({ request }: { request: Request }, { auth }: { auth: AuthStore }) =>
  requireSignIn(auth, request);
export const adminGuard = ({ request }: { request: Request }, { auth }: { auth: AuthStore }) =>
  requireAdmin(auth, request);
