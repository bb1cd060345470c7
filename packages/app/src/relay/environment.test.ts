import { describe, expect, it, vi } from 'vitest';
import { fetchQuery, graphql } from 'relay-runtime';
import { AuthStore } from '../auth/authStore';
import { createRelayEnvironment } from './environment';
import { errorText, isUnreachableError, UNREACHABLE_MESSAGE } from './errors';
import { signInAsGuest } from './guest';
import type { environmentTestQuery } from '../__generated__/environmentTestQuery.graphql';

const query = graphql`
  query environmentTestQuery {
    currentUserId
  }
`;

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
) {
  const environment = createRelayEnvironment({
    auth,
    graphqlUrl: '/graphql',
    graphqlWsUrl: () => 'ws://localhost/graphql',
    fetchImpl: server.fetchImpl,
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
