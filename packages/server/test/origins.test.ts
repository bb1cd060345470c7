// /graphql is the app's alone (decision 0142, http/origins.ts): no CORS headers ever, and a
// request or socket upgrade whose Origin is not one of the app's hosts is refused, so a partner's
// page can neither read nor write through it, not even as a guest. The app itself (same origin,
// either brand's host) and clients that send no Origin (curl, servers, the server render) keep
// working. Real HTTP, real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appHostsFor } from '../src/mail/hosts.ts';
import { createAppOriginCheck } from '../src/http/origins.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const TYPENAME = JSON.stringify({ query: '{ __typename }' });

function post(origin: string | undefined, init: RequestInit = {}) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    body: TYPENAME,
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(origin ? { origin } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
}

function corsHeaders(response: Response): string[] {
  return [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
}

/** The status of a graphql-ws upgrade of `path` with this Origin (101 when it opens). */
function upgrade(path: string, origin: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${server.url.replace(/^http/, 'ws')}${path}`,
      'graphql-transport-ws',
      {
        headers: origin ? { origin } : {},
      },
    );
    socket.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        if (res.statusCode === 403) expect(body).toContain('FOREIGN_ORIGIN');
        resolve(res.statusCode ?? 0);
      });
    });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('error', reject);
  });
}

describe('/graphql over HTTP', () => {
  it('answers requests without an Origin (curl, servers, the server render)', async () => {
    const response = await post(undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(corsHeaders(response)).toEqual([]);
  });

  it('answers the app on its own host and on the bee cafe host, with no CORS headers', async () => {
    const port = new URL(server.url).port;
    for (const origin of [server.url, `http://beecafe.localhost:${port}`]) {
      const response = await post(origin);
      expect(response.status, origin).toBe(200);
      expect(corsHeaders(response), origin).toEqual([]);
    }
  });

  it('refuses a partner’s page, whatever it sends, and tells it where to go', async () => {
    for (const init of [
      {},
      { headers: { 'content-type': 'text/plain' } },
      { body: JSON.stringify({ query: 'mutation { logout { success } }' }) },
    ] as RequestInit[]) {
      const response = await post('https://partner.example', init);
      expect(response.status).toBe(403);
      expect(corsHeaders(response)).toEqual([]);
      const body = (await response.json()) as {
        errors: Array<{ message: string; extensions: { code: string } }>;
      };
      expect(body.errors[0]!.extensions.code).toBe('FOREIGN_ORIGIN');
      expect(body.errors[0]!.message).toContain('/graphql/public');
    }
  });

  it('refuses look-alike origins: another port, another scheme, a suffix, a sandboxed frame', async () => {
    const url = new URL(server.url);
    for (const origin of [
      `http://${url.hostname}:1`,
      `https://${url.host}`,
      `http://${url.hostname}.partner.example:${url.port}`,
      `http://beecafe.localhost.partner.example:${url.port}`,
      'null',
      'not a url',
    ]) {
      expect((await post(origin)).status, origin).toBe(403);
    }
  });

  it('answers a foreign preflight with no CORS headers, so the browser sends nothing', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(corsHeaders(response)).toEqual([]);
  });
});

describe('/graphql over WebSocket', () => {
  it('opens for the app and for clients without an Origin', async () => {
    expect(await upgrade('/graphql', server.url)).toBe(101);
    expect(await upgrade('/graphql', undefined)).toBe(101);
  });

  it('refuses a partner’s page with 403', async () => {
    expect(await upgrade('/graphql', 'https://partner.example')).toBe(403);
    expect(await upgrade('/graphql', 'null')).toBe(403);
  });

  it('lets any origin open the public socket instead', async () => {
    expect(await upgrade('/graphql/public', 'https://partner.example')).toBe(101);
  });

  it('refuses upgrades of other paths', async () => {
    await expect(upgrade('/graphql/other', undefined)).rejects.toThrow();
  });
});

describe('which origins are the app’s', () => {
  const hosts = appHostsFor('https://bloomkeep.example', {
    appHosts: ['https://bloomkeep.example', 'https://beecafe.bloomkeep.example'],
  });

  it('in production: exactly the configured hosts of both brands', () => {
    const isApp = createAppOriginCheck({ appHosts: () => hosts, production: true });
    expect(isApp(undefined)).toBe(true);
    expect(isApp('https://bloomkeep.example')).toBe(true);
    expect(isApp('https://beecafe.bloomkeep.example')).toBe(true);
    expect(isApp('http://bloomkeep.example')).toBe(false);
    expect(isApp('https://bloomkeep.example:8443')).toBe(false);
    expect(isApp('https://evil.bloomkeep.example')).toBe(false);
    expect(isApp('http://localhost:5173')).toBe(false);
  });

  it('outside production: also Vite’s dev server and preview, and a loopback alias of a loopback host', () => {
    const local = appHostsFor('http://127.0.0.1:3000');
    const isApp = createAppOriginCheck({ appHosts: () => local, production: false });
    expect(isApp('http://localhost:5173')).toBe(true);
    expect(isApp('http://127.0.0.1:4173')).toBe(true);
    expect(isApp('http://localhost:3000')).toBe(true);
    expect(isApp('http://beecafe.localhost:3000')).toBe(true);
    expect(isApp('http://localhost:3001')).toBe(false);
    expect(isApp('http://partner.example:5173')).toBe(false);
  });
});
