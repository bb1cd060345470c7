// The HTTP layer as a browser or a client sees it: security headers on every kind of
// response, what /graphql accepts, production mode, and how the built app is served
// (caching, precompressed bodies, no source maps). Real HTTP, real PostgreSQL, and a
// small app build in a temporary folder.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderStorage } from '../src/files/storage.ts';
import { createServer, type CreateServerOptions, type RunningServer } from '../src/server.ts';
import { createTestDatabase, mintJwt, TEST_JWT_SECRET, type TestDatabase } from './helpers.ts';

const SCRIPT = `console.log(${JSON.stringify('bloomkeep '.repeat(200))});\n`;
const ASSET = '/assets/index-Ab12Cd34.js';

let db: TestDatabase;
let dist: string;
let filesDir: string;
const servers: RunningServer[] = [];

async function start(options: Partial<CreateServerOptions> = {}): Promise<RunningServer> {
  const server = await createServer({
    authDatabaseUrl: db.authUrl,
    jwtSecret: TEST_JWT_SECRET,
    port: 0,
    production: false,
    appDist: dist,
    storage: new FolderStorage(filesDir),
    ...options,
  });
  servers.push(server);
  return server;
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add and decode Accept-Encoding). */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.end(options.body);
  });
}

function postGraphQL(url: string, contentType: string, body: string, headers = {}) {
  return request(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
}

function expectSecurityHeaders(response: RawResponse, name = 'response'): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp, name).toContain("frame-ancestors 'none'");
  expect(csp, name).toContain("script-src 'self'");
  expect(csp, name).not.toContain('unsafe-inline');
  expect(response.headers['x-content-type-options'], name).toBe('nosniff');
  expect(response.headers['referrer-policy'], name).toBe('same-origin');
}

let server: RunningServer;
let fileKey: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dist = mkdtempSync(path.join(os.tmpdir(), 'bloomkeep-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Bloomkeep</title><script type="module" src="${ASSET}"></script>`,
  );
  const script = Buffer.from(SCRIPT);
  writeFileSync(path.join(dist, ASSET), script);
  writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(script));
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(script));
  writeFileSync(path.join(dist, `${ASSET}.map`), '{"version":3,"sources":[]}');
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'bloomkeep-files-'));
  fileKey = `${randomUUID()}.webp`;
  await new FolderStorage(filesDir).put(fileKey, Buffer.from('RIFF....WEBP'), 'image/webp');
  server = await start();
});

afterAll(async () => {
  for (const running of servers) await running.close();
  await db?.drop();
  if (dist) rmSync(dist, { recursive: true, force: true });
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on HTML, API, file and error responses alike', async () => {
    const token = mintJwt({ role: 'bk_anonymous' });
    const responses = {
      html: await request(`${server.url}/`),
      spaRoute: await request(`${server.url}/things/search`),
      asset: await request(`${server.url}${ASSET}`),
      api: await postGraphQL(server.url, 'application/json', '{"query":"{ currentUserId }"}', {
        authorization: `Bearer ${token}`,
      }),
      badToken: await postGraphQL(server.url, 'application/json', '{"query":"{ __typename }"}', {
        authorization: 'Bearer nope',
      }),
      health: await request(`${server.url}/healthz`),
      file: await request(`${server.url}/files/${fileKey}`),
      missingFile: await request(`${server.url}/files/${randomUUID()}.webp`),
      missingAsset: await request(`${server.url}/assets/missing-Zz99Yy88.js`),
      upload: await request(`${server.url}/upload`),
    };
    expect(responses.html.status).toBe(200);
    expect(responses.html.headers['content-type']).toMatch(/^text\/html/);
    expect(responses.api.status).toBe(200);
    expect(responses.badToken.status).toBe(401);
    expect(responses.file.status).toBe(200);
    expect(responses.missingFile.status).toBe(404);
    expect(responses.missingAsset.status).toBe(404);
    expect(responses.upload.status).toBe(405);
    for (const [name, response] of Object.entries(responses)) {
      expectSecurityHeaders(response, name);
    }
  });

  it('include HSTS only when a trusted proxy says TLS ended in front', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const direct = await request(`${server.url}/healthz`, { headers: https });
    expect(direct.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await start({ trustProxy: true });
    const overTls = await request(`${behindProxy.url}/`, { headers: https });
    expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    const plain = await request(`${behindProxy.url}/`, {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('GraphiQL (development only)', () => {
  it('gets a looser policy on /graphiql alone, and is absent otherwise', async () => {
    // Without it, /graphiql is just a path of the app, under the app's policy.
    const absent = await request(`${server.url}/graphiql`);
    expect(absent.body.toString()).toContain('<title>Bloomkeep</title>');
    expectSecurityHeaders(absent, 'no GraphiQL');

    const development = await start({ graphiql: true });
    const page = await request(`${development.url}/graphiql`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const app = await request(`${development.url}/`);
    expectSecurityHeaders(app, 'app next to GraphiQL');
  });
});

describe('/graphql requests', () => {
  const query = JSON.stringify({ query: '{ currentUserId }' });

  it('are refused unless the body is JSON, so no cross-site form can post one', async () => {
    const form = await postGraphQL(
      server.url,
      'application/x-www-form-urlencoded',
      'query=%7B%20currentUserId%20%7D',
    );
    expect(form.status).toBe(415);
    expect(JSON.parse(form.body.toString())).toEqual({
      errors: [
        {
          message: 'Send GraphQL requests as application/json',
          extensions: { code: 'MEDIA_TYPE' },
        },
      ],
    });
    expectSecurityHeaders(form);
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/graphql']) {
      expect({ type, status: (await postGraphQL(server.url, type, query)).status }).toEqual({
        type,
        status: 415,
      });
    }
  });

  it('are answered for application/json and application/graphql-response+json', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/graphql-response+json',
    ]) {
      const response = await postGraphQL(server.url, type, query);
      expect({ type, status: response.status }).toEqual({ type, status: 200 });
      expect(JSON.parse(response.body.toString())).toEqual({ data: { currentUserId: null } });
    }
  });

  it('are refused with 413 and a JSON error when the body is over 100 KB', async () => {
    const big = JSON.stringify({ query: `{ currentUserId }${' '.repeat(100_000)}` });
    const response = await postGraphQL(server.url, 'application/json', big);
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body.toString())).toMatchObject({
      errors: [{ message: expect.stringMatching(/too large/), extensions: { code: 'TOO_LARGE' } }],
    });
    // Just under the limit is fine.
    const fits = JSON.stringify({ query: `{ currentUserId }${' '.repeat(90_000)}` });
    expect((await postGraphQL(server.url, 'application/json', fits)).status).toBe(200);
  });

  it('are not taken by GET', async () => {
    const response = await request(
      `${server.url}/graphql?query=${encodeURIComponent('{ currentUserId }')}`,
    );
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });
});

describe('production mode', () => {
  it('has no dev mailbox unless DEV_MAILBOX enables it', async () => {
    expect((await request(`${server.url}/dev/mailbox`)).status).toBe(200);

    const production = await start({ production: true });
    const off = await request(`${production.url}/dev/mailbox`);
    expect(off.status).toBe(404);
    expect(off.headers['content-type']).not.toMatch(/html/);

    const enabled = await start({ production: true, devMailbox: true });
    const on = await request(`${enabled.url}/dev/mailbox`);
    expect(on.status).toBe(200);
    expect(JSON.parse(on.body.toString())).toEqual([]);
  });

  it('serves no source maps', async () => {
    expect((await request(`${server.url}${ASSET}.map`)).status).toBe(200);

    const production = await start({ production: true });
    expect((await request(`${production.url}${ASSET}.map`)).status).toBe(404);
    expect((await request(`${production.url}/assets/index-Ab12Cd34.js.m%61p`)).status).toBe(404);
    expect((await request(`${production.url}${ASSET}`)).status).toBe(200);
  });
});

describe('the built app', () => {
  it('caches hashed assets forever and revalidates index.html', async () => {
    const asset = await request(`${server.url}${ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const page of ['/', '/index.html', '/things/search']) {
      const response = await request(`${server.url}${page}`);
      expect({ page, status: response.status }).toEqual({ page, status: 200 });
      expect(response.body.toString()).toContain('<title>Bloomkeep</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed brotli or gzip file, cached forever, to clients that accept it', async () => {
    const br = await request(`${server.url}${ASSET}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await request(`${server.url}${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await request(`${server.url}${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });
});
