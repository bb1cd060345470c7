import { describe, expect, it, vi } from 'vitest';
import { fetchQuery, graphql } from 'relay-runtime';
import { AuthStore } from './authStore';
import { AuthError, createSession } from './session';
import { createRelayEnvironment } from '../relay/environment';
import type { sessionTestQuery } from '../__generated__/sessionTestQuery.graphql';

const probe = graphql`
  query sessionTestQuery {
    currentUserId
  }
`;

function jwt(claims: Record<string, unknown>) {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

const NOW = Date.UTC(2026, 10, 22, 1);
const exp = NOW / 1000 + 3600;
const guestToken = jwt({ role: 'bk_anonymous', exp });
const userToken = jwt({ role: 'bk_user', user_id: 'user-1', exp });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake /graphql endpoint that knows one user, "sam" with "Right-pass-1". */
function fakeServer(options: { signOutFails?: boolean; userGone?: boolean } = {}) {
  const calls: { operationName: string; authorization: string | null }[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, string>;
    };
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ operationName: body.operationName, authorization });
    switch (body.operationName) {
      case 'SignInAsGuest':
        return json({ data: { signInAsGuest: { jwtToken: guestToken } } });
      case 'SignInMutation':
        return body.variables.password === 'Right-pass-1'
          ? json({ data: { signIn: { jwtToken: userToken } } })
          : json({
              errors: [
                { message: 'You entered incorrect details', extensions: { errcode: 'CREDS' } },
              ],
              data: { signIn: null },
            });
      case 'SignOutMutation':
        return options.signOutFails
          ? json({ errors: [{ message: 'boom' }] }, 500)
          : json({ data: { signOut: { boolean: true } } });
      case 'userDetailsQuery':
        // A token whose session was ended on the server reads what a guest reads.
        if (options.userGone) return json({ data: { currentUser: null, allUserEmails: null } });
        return json({
          data: {
            currentUser: {
              nodeId: 'User:user-1',
              id: 'user-1',
              name: 'Sam Steward',
              username: 'sam',
              hasImage: false,
              createdAt: '2026-01-01T00:00:00Z',
              lastSignIn: null,
              notificationDaily: true,
              oneThingId: null,
            },
            allUserEmails: {
              nodes: [
                { nodeId: 'UserEmail:2', email: 'other@example.org', isPrimary: false },
                { nodeId: 'UserEmail:1', email: 'sam@example.org', isPrimary: true },
              ],
            },
          },
        });
      default:
        return json({ data: { currentUserId: null } });
    }
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

function setup(server = fakeServer(), storage = memoryStorage()) {
  const events = new EventTarget();
  let ids = 0;
  const auth = new AuthStore({
    storage,
    events: events as unknown as Window,
    now: () => NOW,
    newId: () => `guest-${++ids}`,
  });
  const timers: { callback: () => void; ms: number }[] = [];
  const logError = vi.fn();
  const session = createSession({
    auth,
    createEnvironment: () =>
      createRelayEnvironment({
        auth,
        graphqlUrl: '/graphql',
        graphqlWsUrl: () => 'ws://localhost/graphql',
        fetchImpl: server.fetchImpl,
      }),
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    clearTimer: () => undefined,
    now: () => NOW,
    logError,
  });
  return { auth, session, server, storage, events, timers, logError };
}

describe('session', () => {
  it('signs in, stores the token and the user details, and starts a new Relay environment', async () => {
    const { auth, session } = setup();
    const before = session.getEnvironment();
    const changed = vi.fn();
    session.subscribe(changed);

    await session.signIn('sam', 'Right-pass-1');

    expect(auth.getState()).toMatchObject({
      token: userToken,
      role: 'bk_user',
      id: 'user-1',
      username: 'sam',
      name: 'Sam Steward',
      notificationDaily: true,
      emails: ['sam@example.org', 'other@example.org'],
    });
    expect(auth.isLoggedIn()).toBe(true);
    expect(session.getEnvironment()).not.toBe(before);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('hands the first GraphQL error message to the screen when sign-in fails', async () => {
    const { auth, session } = setup();
    const failure = session.signIn('sam', 'wrong');
    await expect(failure).rejects.toBeInstanceOf(AuthError);
    await expect(failure).rejects.toThrow('You entered incorrect details');
    expect(auth.isLoggedIn()).toBe(false);
  });

  it('signs out: calls signOut, forgets everything, and the next request runs as anonymous', async () => {
    const { auth, session, server } = setup();
    await session.signIn('sam', 'Right-pass-1');
    const signedIn = session.getEnvironment();

    await session.signOut();

    expect(server.calls.map((call) => call.operationName)).toContain('SignOutMutation');
    expect(auth.getState()).toMatchObject({ token: null, username: null, emails: [], role: null });
    expect(auth.getState().id).toMatch(/^guest-/);
    expect(session.getEnvironment()).not.toBe(signedIn);

    await fetchQuery<sessionTestQuery>(session.getEnvironment(), probe, {}).toPromise();
    // No token, no guest sign-in first: the server answers it as the anonymous role.
    expect(server.calls.at(-1)).toMatchObject({
      operationName: 'sessionTestQuery',
      authorization: null,
    });
    expect(server.calls.at(-2)?.operationName).toBe('SignOutMutation');
  });

  it('still signs out locally when the signOut call fails, and only logs it', async () => {
    const { auth, session, logError } = setup(fakeServer({ signOutFails: true }));
    await session.signIn('sam', 'Right-pass-1');
    await expect(session.signOut()).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledWith('Sign-out failed', expect.anything());
    expect(auth.isLoggedIn()).toBe(false);
  });

  it('follows a sign-out in another tab: new identity, new environment', async () => {
    const { auth, session, storage, events } = setup();
    await session.signIn('sam', 'Right-pass-1');
    const signedIn = session.getEnvironment();
    const changed = vi.fn();
    session.subscribe(changed);

    // The other tab signs out: it writes a fresh guest state under "auth".
    storage.setItem('auth', JSON.stringify({ id: 'other-tab-guest', token: null, role: null }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'auth' }));

    expect(auth.isLoggedIn()).toBe(false);
    expect(auth.getState().username).toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(session.getEnvironment()).not.toBe(signedIn);
  });

  it('starts as a guest when the stored sign-in was ended on the server (e.g. sign out everywhere)', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'auth',
      JSON.stringify({
        id: 'user-1',
        token: userToken,
        role: 'bk_user',
        expiry: exp * 1000,
        username: 'sam',
      }),
    );
    const { auth, session } = setup(fakeServer({ userGone: true }), storage);
    expect(auth.isLoggedIn()).toBe(true);
    // What main.tsx does when the app opens.
    await session.checkStoredSignIn();
    expect(auth.isLoggedIn()).toBe(false);
    expect(auth.getState()).toMatchObject({ token: null, role: null, username: null });
  });

  it('keeps a stored sign-in that the server still knows', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'auth',
      JSON.stringify({ id: 'user-1', token: userToken, role: 'bk_user', expiry: exp * 1000 }),
    );
    const { auth, server, session } = setup(fakeServer(), storage);
    await session.checkStoredSignIn();
    expect(auth.getState().username).toBe('sam');
    expect(auth.isLoggedIn()).toBe(true);
    expect(server.calls.map((call) => call.operationName)).toContain('userDetailsQuery');
  });

  it('starts as a guest when the stored sign-in expired while the app was closed', () => {
    const storage = memoryStorage();
    storage.setItem(
      'auth',
      JSON.stringify({
        id: 'user-1',
        token: jwt({ role: 'bk_user', user_id: 'user-1', exp: NOW / 1000 - 60 }),
        role: 'bk_user',
        expiry: (NOW / 1000 - 60) * 1000,
        username: 'sam',
      }),
    );
    const { auth } = setup(fakeServer(), storage);
    expect(auth.getState()).toMatchObject({ token: null, role: null, username: null });
  });

  it('turns an expired sign-in into a guest session when its expiry passes', async () => {
    const { auth, session, timers } = setup();
    await session.signIn('sam', 'Right-pass-1');
    const timer = timers.at(-1);
    expect(timer?.ms).toBe(3600 * 1000);

    // The clock passes the expiry: the store sees an expired token.
    auth.setToken(jwt({ role: 'bk_user', user_id: 'user-1', exp: NOW / 1000 - 1 }));
    timers.at(-1)?.callback();

    expect(auth.getState()).toMatchObject({ token: null, role: null, username: null });
    expect(auth.isLoggedIn()).toBe(false);
    expect(session.getEnvironment()).toBeDefined();
  });
});
