import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { AuthStore } from './authStore';
import { requireAdmin, requireSignIn } from './guards';

function jwt(claims: Record<string, unknown>) {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

const exp = Math.floor(Date.now() / 1000) + 3600;

function store(role?: string, expiresAt = exp) {
  const items = new Map<string, string>();
  const auth = new AuthStore({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  });
  if (role) auth.setToken(jwt({ role, user_id: 'u1', exp: expiresAt }));
  return auth;
}

/** A router with the guards in front of a few pages, like the app's. */
async function visit(auth: AuthStore, path: string) {
  const page = (name: string) => ({ element: null, handle: name });
  const router = createMemoryRouter(
    [
      { path: '/', ...page('home') },
      { path: '/signin', ...page('signin') },
      {
        path: '/account/profile',
        loader: ({ request }) => {
          requireSignIn(auth, request);
          return null;
        },
        ...page('profile'),
      },
      {
        path: '/admin',
        loader: ({ request }) => {
          requireAdmin(auth, request);
          return null;
        },
        ...page('admin'),
      },
    ],
    { initialEntries: ['/'] },
  );
  await router.navigate(path);
  const { location } = router.state;
  router.dispose();
  return `${location.pathname}${location.search}`;
}

describe('route guards', () => {
  it('sends a guest from an account page to /signin with the page as next', async () => {
    expect(await visit(store('bk_anonymous'), '/account/profile?tab=1')).toBe(
      '/signin?next=%2Faccount%2Fprofile%3Ftab%3D1',
    );
    expect(await visit(store(), '/account/profile')).toBe('/signin?next=%2Faccount%2Fprofile');
  });

  it('treats an expired sign-in as signed out', async () => {
    expect(await visit(store('bk_user', exp - 7200), '/account/profile')).toBe(
      '/signin?next=%2Faccount%2Fprofile',
    );
  });

  it('lets a signed-in user in', async () => {
    expect(await visit(store('bk_user'), '/account/profile')).toBe('/account/profile');
  });

  it('sends a guest from /admin to /signin with /admin as next', async () => {
    expect(await visit(store('bk_anonymous'), '/admin')).toBe('/signin?next=%2Fadmin');
    expect(await visit(store(), '/admin')).toBe('/signin?next=%2Fadmin');
    expect(await visit(store('bk_admin', exp - 7200), '/admin')).toBe('/signin?next=%2Fadmin');
  });

  it('sends a signed-in user who is not an administrator from /admin to /', async () => {
    expect(await visit(store('bk_user'), '/admin')).toBe('/');
    expect(await visit(store('bk_admin'), '/admin')).toBe('/admin');
  });
});
