import { describe, expect, it, vi } from 'vitest';
import { fetchQuery, graphql, requestSubscription } from 'relay-runtime';
import { AuthStore } from '../auth/authStore';
import { createRelayEnvironment } from './environment';
import { errorText, isUnreachableError, UNREACHABLE_MESSAGE } from './errors';
import { signInAsGuest } from './guest';
import type { environmentTestQuery } from '../__generated__/environmentTestQuery.graphql';
import type { environmentTestSubscription } from '../__generated__/environmentTestSubscription.graphql';

const query = graphql`
  query environmentTestQuery {
    currentUserId
  }
`;

const subscription = graphql`
  subscription environmentTestSubscription($id: UUID!) {
    thingUpdated(id: $id) {
      event
    }
  }
`;

// The socket's boundary: graphql-ws, faked to see what the environment asks of it.
const socket = vi.hoisted(() => ({
  connectionParams: [] as Array<() => Promise<unknown>>,
  terminate: vi.fn(),
}));
vi.mock('graphql-ws', () => ({
  createClient: (options: { connectionParams: () => Promise<unknown> }) => {
    socket.connectionParams.push(options.connectionParams);
    return { subscribe: () => () => undefined, terminate: socket.terminate };
  },
}));

function jwt(claims: Record<string, unknown>) {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

const exp = Math.floor(Date.now() / 1000) + 3600;
const guestToken = jwt({ role: 'bk_anonymous', exp });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
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

/** A fake of the HTTP boundary that answers like the real /graphql endpoint. */
function fakeServer(options: { rejectFirstToken?: boolean } = {}) {
  const requests: { authorization: string | null; operationName: string }[] = [];
  let rejected = false;
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string };
    const authorization = new Headers(init?.headers).get('authorization');
    requests.push({ authorization, operationName: body.operationName });
    if (body.operationName === 'SignInAsGuest') {
      return json({ data: { signInAsGuest: { jwtToken: guestToken } } });
    }
    if (options.rejectFirstToken && authorization && !rejected) {
      rejected = true;
      return json({ errors: [{ message: 'Invalid token' }] }, 401);
    }
    return json({ data: { currentUserId: null } });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, requests };
}

function setup(
  server: ReturnType<typeof fakeServer>,
  auth = new AuthStore({ storage: memoryStorage() }),
  beforeSocket?: () => Promise<unknown>,
) {
  const environment = createRelayEnvironment({
    auth,
    graphqlUrl: '/graphql',
    graphqlWsUrl: () => 'ws://localhost/graphql',
    fetchImpl: server.fetchImpl,
    beforeSocket,
  });
  return { environment, auth };
}

describe('createRelayEnvironment', () => {
  it('sends a first query at once, with no Authorization header and no guest sign-in', async () => {
    const server = fakeServer();
    const { environment, auth } = setup(server);
    const data = await fetchQuery<environmentTestQuery>(environment, query, {}).toPromise();
    expect(data?.currentUserId).toBeNull();
    expect(server.requests).toEqual([
      { authorization: null, operationName: 'environmentTestQuery' },
    ]);
    expect(auth.getState().token).toBeNull();
  });

  it('sends a stored token as a Bearer header', async () => {
    const server = fakeServer();
    const auth = new AuthStore({ storage: memoryStorage() });
    auth.setToken(guestToken);
    const { environment } = setup(server, auth);
    await fetchQuery<environmentTestQuery>(environment, query, {}).toPromise();
    expect(server.requests).toEqual([
      { authorization: `Bearer ${guestToken}`, operationName: 'environmentTestQuery' },
    ]);
  });

  it('forgets a token the server refuses (401) and retries once as anonymous', async () => {
    const server = fakeServer({ rejectFirstToken: true });
    const auth = new AuthStore({ storage: memoryStorage() });
    auth.setToken(guestToken);
    const { environment } = setup(server, auth);
    const data = await fetchQuery<environmentTestQuery>(environment, query, {}).toPromise();
    expect(data?.currentUserId).toBeNull();
    expect(server.requests).toEqual([
      { authorization: `Bearer ${guestToken}`, operationName: 'environmentTestQuery' },
      { authorization: null, operationName: 'environmentTestQuery' },
    ]);
    expect(auth.getState().token).toBeNull();
  });

  it('sends a persisted operation by its id, with no query text', async () => {
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json({ data: { currentUserId: null } });
    }) as unknown as typeof fetch;
    const { environment } = setup({ fetchImpl, requests: [] });
    await fetchQuery<environmentTestQuery>(environment, query, {}).toPromise();
    expect(bodies).toEqual([
      {
        documentId: expect.stringMatching(/^[0-9a-f]{32}$/),
        operationName: 'environmentTestQuery',
        variables: {},
      },
    ]);
  });

  it('surfaces a request that failed as a whole as an error', async () => {
    const fetchImpl = vi.fn(async () => {
      return json({ errors: [{ message: 'Database unavailable' }] }, 503);
    }) as unknown as typeof fetch;
    const { environment } = setup({ fetchImpl, requests: [] });
    await expect(fetchQuery(environment, query, {}).toPromise()).rejects.toThrow(
      'Database unavailable',
    );
  });

  it('answers a request that never reached the server with the offline message and code, never "Failed to fetch"', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { environment } = setup({ fetchImpl, requests: [] });
    const failure: unknown = await fetchQuery(environment, query, {})
      .toPromise()
      .catch((error: unknown) => error);
    expect(isUnreachableError(failure)).toBe(true);
    expect((failure as Error).message).toBe(UNREACHABLE_MESSAGE);
    expect(errorText(failure, 'Action failed')).toBe(UNREACHABLE_MESSAGE);
  });

  it('treats a gateway’s error page (502, no JSON) as the server being unreachable', async () => {
    const fetchImpl = vi.fn(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ) as unknown as typeof fetch;
    const { environment } = setup({ fetchImpl, requests: [] });
    const failure: unknown = await fetchQuery(environment, query, {})
      .toPromise()
      .catch((error: unknown) => error);
    expect(isUnreachableError(failure)).toBe(true);
    expect((failure as Error).message).toBe(UNREACHABLE_MESSAGE);
  });

  it('keeps the message of a mutation that failed offline friendly', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { environment } = setup({ fetchImpl, requests: [] });
    const failure: unknown = await signInAsGuest(environment).catch((error: unknown) => error);
    expect(isUnreachableError(failure)).toBe(true);
    expect((failure as Error).message).not.toMatch(/fetch/i);
    expect(errorText(failure)).toBe(UNREACHABLE_MESSAGE);
  });
});

describe('the subscription socket', () => {
  it('re-authenticates when the token changes: the socket restarts with the new token', async () => {
    const server = fakeServer();
    const auth = new AuthStore({ storage: memoryStorage() });
    auth.setToken(guestToken);
    const { environment } = setup(server, auth);
    requestSubscription<environmentTestSubscription>(environment, {
      subscription,
      variables: { id: 'a' },
    });
    await vi.waitFor(() => expect(socket.connectionParams.length).toBe(1));
    await expect(socket.connectionParams[0]!()).resolves.toEqual({
      authorization: `Bearer ${guestToken}`,
    });

    const userToken = jwt({ role: 'bk_user', user_id: 'u1', exp: exp + 60 });
    auth.setToken(userToken);
    await vi.waitFor(() => expect(socket.terminate).toHaveBeenCalledTimes(1));
    // graphql-ws reconnects by asking for the parameters again: now the new token.
    await expect(socket.connectionParams[0]!()).resolves.toEqual({
      authorization: `Bearer ${userToken}`,
    });

    auth.setToken(userToken);
    expect(socket.terminate).toHaveBeenCalledTimes(1);
  });

  it('stays open when a guest gets a guest token: both are the anonymous role', async () => {
    socket.terminate.mockClear();
    socket.connectionParams.length = 0;
    const server = fakeServer();
    const auth = new AuthStore({ storage: memoryStorage() });
    const { environment } = setup(server, auth);
    requestSubscription<environmentTestSubscription>(environment, {
      subscription,
      variables: { id: 'a' },
    });
    await vi.waitFor(() => expect(socket.connectionParams.length).toBe(1));
    auth.setToken(guestToken);
    auth.reset();
    expect(socket.terminate).not.toHaveBeenCalled();
    // Signing in does re-authenticate it.
    auth.setToken(jwt({ role: 'bk_user', user_id: 'u1', exp: exp + 60 }));
    await vi.waitFor(() => expect(socket.terminate).toHaveBeenCalledTimes(1));
  });

  it('connects only after the guest sign-in, so a guest socket carries the guest session', async () => {
    socket.connectionParams.length = 0;
    const server = fakeServer();
    const auth = new AuthStore({ storage: memoryStorage() });
    let signedIn: (token: string) => void = () => undefined;
    const guestSignIn = new Promise<string>((resolve) => (signedIn = resolve));
    const { environment } = setup(server, auth, () => auth.ensureToken(() => guestSignIn));
    requestSubscription<environmentTestSubscription>(environment, {
      subscription,
      variables: { id: 'a' },
    });
    await vi.waitFor(() => expect(socket.connectionParams.length).toBe(1));
    const params = socket.connectionParams[0]!();
    signedIn(guestToken);
    await expect(params).resolves.toEqual({ authorization: `Bearer ${guestToken}` });
  });
});
