import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('HTTP', () => {
  it('reports health when the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('explains how to build the app when there is no app build', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/has not been built/);
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
  });

  it('answers GraphQL over HTTP POST on /graphql', async () => {
    const result = await server.gql<{ currentUserId: string | null }>('{ currentUserId }');
    expect(result).toMatchObject({ status: 200, data: { currentUserId: null } });
    expect(result.errors).toBeUndefined();
  });
});

describe('GraphQL over WebSocket (graphql-transport-ws)', () => {
  function wsClient(token?: string) {
    return createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });
  }

  async function first(client: ReturnType<typeof wsClient>, query: string) {
    const iterator = client.iterate({ query });
    try {
      const { value } = await iterator.next();
      return value as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
    } finally {
      await iterator.return?.();
      await client.dispose();
    }
  }

  it('runs an operation with the token from connectionParams', async () => {
    const userId = '8d9c2ad6-5ed4-4b53-9b9b-7a3f7e2d8a11';
    // Only a user that exists is anyone: a token for a deleted user names nobody.
    await server.sql(
      `insert into app_public.users (id, username, name) values ($1, 'wsuser', 'Wes User')`,
      [userId],
    );
    const result = await first(wsClient(mintJwt({ role: 'bk_user', userId })), '{ currentUserId }');
    expect(result.data).toEqual({ currentUserId: userId });
  });

  it('runs an anonymous operation without a token', async () => {
    const result = await first(wsClient(), '{ currentUserId }');
    expect(result.data).toEqual({ currentUserId: null });
  });

  it('refuses an invalid token', async () => {
    const client = wsClient('not-a-token');
    await expect(first(client, '{ currentUserId }')).rejects.toBeTruthy();
  });
});
