import { describe, expect, it, vi } from 'vitest';
import { AuthStore } from './authStore';

function token(claims: Record<string, unknown>) {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 21, 12);
const inAnHour = NOW / 1000 + 3600;

function makeStore(storage = memoryStorage()) {
  let ids = 0;
  const events = new EventTarget();
  const store = new AuthStore({
    storage,
    events: events as unknown as Window,
    now: () => NOW,
    newId: () => `guest-${++ids}`,
  });
  return { store, storage, events };
}

describe('AuthStore', () => {
  it('starts as a guest with a random id and no token', () => {
    const { store } = makeStore();
    expect(store.getState()).toMatchObject({ token: null, id: 'guest-1', role: null });
    expect(store.isLoggedIn()).toBe(false);
  });

  it('signs in as guest once, even for concurrent requests, and stores the token under "auth"', async () => {
    const { store, storage } = makeStore();
    const guest = token({ role: 'bk_anonymous', exp: inAnHour });
    const signInAsGuest = vi.fn(async () => guest);
    const [a, b] = await Promise.all([
      store.ensureToken(signInAsGuest),
      store.ensureToken(signInAsGuest),
    ]);
    expect(a).toBe(guest);
    expect(b).toBe(guest);
    expect(signInAsGuest).toHaveBeenCalledTimes(1);
    expect(store.isGuestTokenBegunHere(guest)).toBe(true);
    expect(JSON.parse(storage.items.get('auth') ?? '{}')).toMatchObject({
      token: guest,
      role: 'bk_anonymous',
      expiry: inAnHour * 1000,
    });
    expect(store.isLoggedIn()).toBe(false);
  });

  it('reads user id, role and expiry from a signed-in token', () => {
    const { store } = makeStore();
    store.setToken(token({ role: 'bk_user', user_id: 'user-7', exp: inAnHour }));
    expect(store.getState()).toMatchObject({ id: 'user-7', role: 'bk_user' });
    expect(store.isLoggedIn()).toBe(true);
  });

  it('resets and signs in as guest again when the token has expired', async () => {
    const { store } = makeStore();
    store.setToken(token({ role: 'bk_user', user_id: 'user-7', exp: NOW / 1000 - 1 }));
    store.update({ username: 'stewardsam' });
    const guest = token({ role: 'bk_anonymous', exp: inAnHour });
    await expect(store.ensureToken(async () => guest)).resolves.toBe(guest);
    expect(store.getState()).toMatchObject({
      role: 'bk_anonymous',
      username: null,
      id: 'guest-2',
    });
  });

  it('keeps a valid token without calling the server', async () => {
    const { store } = makeStore();
    const user = token({ role: 'bk_user', user_id: 'u', exp: inAnHour });
    store.setToken(user);
    const signInAsGuest = vi.fn(async () => 'never');
    await expect(store.ensureToken(signInAsGuest)).resolves.toBe(user);
    expect(signInAsGuest).not.toHaveBeenCalled();
  });

  it('restores state saved by an earlier visit and survives a corrupt entry', () => {
    const storage = memoryStorage();
    storage.setItem('auth', JSON.stringify({ id: 'user-1', token: 't', role: 'bk_user' }));
    const restored = makeStore(storage).store;
    expect(restored.getState()).toMatchObject({ id: 'user-1', role: 'bk_user' });
    expect(restored.isGuestTokenBegunHere('t')).toBe(false);
    storage.setItem('auth', '{not json');
    expect(makeStore(storage).store.getState()).toMatchObject({ token: null, id: 'guest-1' });
  });

  it('follows sign-in and sign-out in another tab through the storage event', () => {
    const { store, storage, events } = makeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem('auth', JSON.stringify({ id: 'user-9', token: 'x', role: 'bk_user' }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'auth' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().id).toBe('user-9');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses a malformed token instead of storing it', () => {
    const { store } = makeStore();
    expect(() => store.setToken('not-a-jwt')).toThrow(/malformed/);
    expect(store.getState().token).toBeNull();
  });
});
