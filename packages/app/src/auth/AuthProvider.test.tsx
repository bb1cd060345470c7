import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Environment } from 'relay-runtime';
import { AuthStore } from './authStore';
import { AuthProvider, useAuth, useSessionEnvironment } from './AuthProvider';
import { createSession } from './session';

function jwt(claims: Record<string, unknown>) {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

function setup() {
  const items = new Map<string, string>();
  const events = new EventTarget();
  const auth = new AuthStore({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    events: events as unknown as Window,
  });
  let count = 0;
  const session = createSession({
    auth,
    createEnvironment: () => ({ name: `environment-${++count}` }) as unknown as Environment,
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider session={session}>{children}</AuthProvider>
  );
  return { auth, items, events, wrapper };
}

describe('useAuth', () => {
  it('follows the auth store: guest, signed in, admin, and a sign-out in another tab', () => {
    const { auth, items, events, wrapper } = setup();
    const { result } = renderHook(
      () => ({ auth: useAuth(), environment: useSessionEnvironment() }),
      { wrapper },
    );
    expect(result.current.auth.isLoggedIn).toBe(false);
    const guestEnvironment = result.current.environment;

    act(() => auth.setToken(jwt({ role: 'bk_anonymous', exp: 9e9 })));
    expect(result.current.auth.isLoggedIn).toBe(false);
    expect(result.current.environment).toBe(guestEnvironment);

    act(() => {
      auth.setToken(jwt({ role: 'bk_admin', user_id: 'admin-1', exp: 9e9 }));
      auth.update({ username: 'admin', name: 'Ada Admin' });
    });
    expect(result.current.auth).toMatchObject({
      isLoggedIn: true,
      isAdmin: true,
      id: 'admin-1',
      name: 'Ada Admin',
    });
    expect(result.current.environment).not.toBe(guestEnvironment);

    act(() => {
      items.set('auth', JSON.stringify({ id: 'new-guest', token: null, role: null }));
      events.dispatchEvent(Object.assign(new Event('storage'), { key: 'auth' }));
    });
    expect(result.current.auth).toMatchObject({
      isLoggedIn: false,
      isAdmin: false,
      id: 'new-guest',
      name: null,
    });
  });
});
