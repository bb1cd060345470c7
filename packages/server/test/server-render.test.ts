// How the server sends pages it renders for first-time guests (http/serverRender.ts,
// docs/decisions/0141), and how it falls back to index.html. Real HTTP and PostgreSQL, and a
// small app build in a temporary folder whose render module stands in for the app's
// (packages/app/src/ssr/render.tsx, which the end-to-end tests run for real): it renders
// by the URL's path, so each case below can ask for what it needs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_CONCURRENT_RENDERS } from '../src/http/serverRender.ts';
import { createServer, type RunningServer } from '../src/server.ts';
import { createTestDatabase, TEST_JWT_SECRET, type TestDatabase } from './helpers.ts';

const INDEX_HTML = [
  '<!doctype html><html><head><title>Bloomkeep</title>',
  '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/kit-Cd34.css">',
  '<link rel="modulepreload" crossorigin href="/assets/framework-Ef56.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

// The render module: what it was asked is kept on globalThis for the test to read.
const RENDER_MODULE = `
const calls = (globalThis.__renderCalls ??= []);
let release;
globalThis.__releaseSlowRenders = () => release?.();
const slow = new Promise((resolve) => { release = resolve; });
export async function render(options) {
  calls.push(options);
  const { pathname } = new URL(options.url);
  if (pathname === '/boom') throw new Error('render failed');
  if (pathname === '/guarded') return { kind: 'browser', reason: 'a guard redirected' };
  if (pathname === '/slow') await slow;
  return {
    kind: 'page',
    status: pathname === '/nowhere' ? 404 : 200,
    html: '<main class="page_abc1 shared_x9"><h1>' + pathname + '</h1></main>',
    payload: '{"records":{},"renderedAt":"2026-11-27T12:00:00.000Z","note":"\\\\u003c/script>"}',
    title: 'Baltic Wharf <bee> & "cafe" · Bloomkeep',
  };
}
`;

let db: TestDatabase;
let dist: string;
let server: RunningServer;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with exactly these headers; brotli bodies are decoded. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${pathname}`, { headers });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
      });
      res.on('error', reject);
    });
    req.end();
  });
}

const page = (pathname: string, headers: Record<string, string> = {}) =>
  get(pathname, { accept: 'text/html,application/xhtml+xml', ...headers });

const calls = () => (globalThis as { __renderCalls?: { url: string }[] }).__renderCalls ?? [];

beforeAll(async () => {
  db = await createTestDatabase();
  const root = mkdtempSync(path.join(os.tmpdir(), 'bloomkeep-ssr-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'kit-Cd34.css'), '.kit_1{color:green}');
  writeFileSync(path.join(dist, 'assets', 'Page-Gh78.css'), '.page_abc1{margin:0}');
  writeFileSync(path.join(dist, 'assets', 'Other-Ij90.css'), '.other_z1{margin:0}');
  writeFileSync(path.join(root, 'dist-ssr', 'render.js'), RENDER_MODULE);
  server = await createServer({
    authDatabaseUrl: db.authUrl,
    jwtSecret: TEST_JWT_SECRET,
    port: 0,
    production: true,
    appDist: dist,
  });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

describe('a first-time guest asking for a page', () => {
  it('gets the page rendered into index.html, compressed, with its data and title', async () => {
    const response = await page('/things/search?view=all', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div id="root"><main class="page_abc1 shared_x9"><h1>/things/search</h1></main></div>',
    );
    expect(response.body).toContain(
      '<script type="application/json" id="bk-ssr">{"records":{},"renderedAt":"2026-11-27T12:00:00.000Z","note":"\\u003c/script>"}</script></body>',
    );
    // The title is the page's, escaped.
    expect(response.body).toContain(
      '<title>Baltic Wharf &lt;bee&gt; &amp; &quot;cafe&quot; · Bloomkeep</title>',
    );
    // The render was asked for this URL on this host, with the server's own GraphQL.
    const call = calls().at(-1) as { url: string; graphqlUrl: string };
    expect(new URL(call.url).pathname + new URL(call.url).search).toBe('/things/search?view=all');
    expect(call.graphqlUrl).toBe(`${server.url}/graphql`);
  });

  it('links the style sheets its markup uses, and nothing that fetches the app before the paint', async () => {
    const { body } = await page('/');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/kit-Cd34.css">');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/Page-Gh78.css">');
    expect(body).not.toContain('Other-Ij90.css');
    expect(body).not.toContain('modulepreload');
    expect(body.match(/<script[^>]*\ssrc=/g)).toHaveLength(1);
  });

  it('allows inline style attributes on that page only, and no inline script or style element', async () => {
    const rendered = await page('/');
    const policy = String(rendered.headers['content-security-policy']);
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/(script-src|style-src) [^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    const plain = await page('/guarded');
    expect(String(plain.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('answers 404 for the not-found page', async () => {
    const response = await page('/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toContain('<h1>/nowhere</h1>');
  });
});

describe('everyone else gets index.html, and the browser renders the page', () => {
  const isIndex = (response: RawResponse) =>
    response.status === 200 &&
    response.body.includes('<div id="root"></div>') &&
    !response.body.includes('bk-ssr');

  it('someone signed in (the app’s cookie), without a render', async () => {
    const before = calls().length;
    const response = await page('/', { cookie: 'theme=x; bk_signed_in=1' });
    expect(isIndex(response)).toBe(true);
    expect(response.body).toContain('modulepreload');
    expect(calls().length).toBe(before);
  });

  it('a request that does not ask for HTML, and a file that is not there', async () => {
    const before = calls().length;
    expect(isIndex(await get('/', { accept: '*/*' }))).toBe(true);
    expect((await page('/robots.txt')).body).not.toContain('bk-ssr');
    expect(calls().length).toBe(before);
  });

  it('a page the app leaves to the browser, and a render that fails', async () => {
    expect(isIndex(await page('/guarded'))).toBe(true);
    expect(isIndex(await page('/boom'))).toBe(true);
  });

  it(`a request beyond ${MAX_CONCURRENT_RENDERS} renders at once, while health answers`, async () => {
    const slow = Array.from({ length: MAX_CONCURRENT_RENDERS }, () => page('/slow'));
    // Wait until all of them are rendering.
    while (calls().filter((call) => new URL(call.url).pathname === '/slow').length < slow.length)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isIndex(await page('/'))).toBe(true);
    expect((await get('/healthz')).status).toBe(200);
    (globalThis as { __releaseSlowRenders?: () => void }).__releaseSlowRenders?.();
    for (const response of await Promise.all(slow))
      expect(response.body).toContain('<h1>/slow</h1>');
    // Free again: the next guest's page is rendered.
    expect((await page('/')).body).toContain('bk-ssr');
  });
});

describe('a server that warms its page renders', () => {
  it('renders / once by itself after it listens, through its own GraphQL', async () => {
    const before = calls().length;
    const warm = await createServer({
      authDatabaseUrl: db.authUrl,
      jwtSecret: TEST_JWT_SECRET,
      port: 0,
      production: true,
      appDist: dist,
      warmServerRender: true,
    });
    try {
      await vi.waitFor(() => expect(calls()).toHaveLength(before + 1), { timeout: 15_000 });
      const call = calls().at(-1) as { url: string; graphqlUrl: string };
      expect(call.url).toBe(`${warm.url}/`);
      expect(call.graphqlUrl).toBe(`${warm.url}/graphql`);
      // The guest who comes next still gets a page of their own.
      const response = await get('/', { accept: 'text/html' });
      expect(response.body).toContain('bk-ssr');
    } finally {
      await warm.close();
    }
  });
});
