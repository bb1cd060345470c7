// The widget script partners load (decision 0142, http/widgets.ts), served from the widgets
// package's build: entry scripts for an hour then revalidated, hashed chunks for a year,
// precompressed neighbours by Accept-Encoding, CORS and CORP for other origins, nothing outside
// the build folder, and a 404 that says how to build when there is no build. The build here is
// a small folder of the same shape as `vite build` in packages/widgets writes (dist/bloomkeep.js,
// dist/bloomkeep.classic.js, dist/assets/*-[hash].js, each with .br and .gz beside it).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startTestServer, type TestServer } from './helpers.ts';

const ENTRY = 'import("./assets/card-Ab12Cd34.js");\n// bloomkeep widgets\n'.repeat(20);
const CLASSIC = '(function(){var s=document.createElement("script");s.type="module";})();\n';
const CHUNK = 'export const card = "the card";\n'.repeat(20);

let root = '';
let dist = '';

function writeWithCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'bloomkeep-widgets-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeWithCompressed(path.join(dist, 'bloomkeep.js'), ENTRY);
  writeWithCompressed(path.join(dist, 'bloomkeep.classic.js'), CLASSIC);
  writeWithCompressed(path.join(dist, 'assets', 'card-Ab12Cd34.js'), CHUNK);
  writeFileSync(path.join(dist, 'assets', 'card-Ab12Cd34.js.map'), '{"version":3}');
  // Beside the build, not in it: nothing under /widgets/v1/ may reach it.
  writeFileSync(path.join(root, 'secret.txt'), 'not for partners');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

for (const production of [true, false]) {
  describe(`the widget script (${production ? 'production' : 'development'})`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ production, widgetsDist: dist });
    });

    afterAll(async () => {
      await server?.close();
    });

    const get = (pathname: string, headers?: Record<string, string>) =>
      rawRequest(server.url, pathname, headers);

    it('serves the entry script for an hour, then revalidated by its ETag, to any origin', async () => {
      const answer = await get('/widgets/v1/bloomkeep.js', { origin: 'https://partner.example' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(answer.body.toString()).toBe(ENTRY);
      const etag = answer.headers.etag!;
      expect(etag).toBeTruthy();
      const again = await get('/widgets/v1/bloomkeep.js', { 'if-none-match': etag });
      expect(again.status).toBe(304);
      const classic = await get('/widgets/v1/bloomkeep.classic.js');
      expect(classic.status).toBe(200);
      expect(classic.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('serves hashed chunks for a year, immutable', async () => {
      const answer = await get('/widgets/v1/assets/card-Ab12Cd34.js');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.body.toString()).toBe(CHUNK);
    });

    it('sends the precompressed file the client accepts', async () => {
      const br = await get('/widgets/v1/bloomkeep.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(br.body).toString()).toBe(ENTRY);
      const gz = await get('/widgets/v1/assets/card-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(CHUNK);
      const plain = await get('/widgets/v1/bloomkeep.js', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('answers the preflight, and refuses methods that change things', async () => {
      const preflight = await rawRequest(
        server.url,
        '/widgets/v1/bloomkeep.js',
        { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
        'OPTIONS',
      );
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const answer = await rawRequest(server.url, '/widgets/v1/bloomkeep.js', {}, method);
        expect(answer.status, method).toBe(405);
      }
    });

    it('never reaches outside the build', async () => {
      for (const pathname of [
        '/widgets/v1/%2e%2e/secret.txt',
        '/widgets/v1/%2e%2e%2fsecret.txt',
        '/widgets/v1/assets/%2e%2e/%2e%2e/secret.txt',
        '/widgets/v1/..%2f..%2fsecret.txt',
        '/widgets/v1/%252e%252e/secret.txt',
        '/widgets/v1/assets/..%5c..%5csecret.txt',
        '/widgets/v1/nothere.js',
        '/widgets/v1/',
      ]) {
        const answer = await get(pathname);
        expect(answer.status, pathname).toBe(404);
        expect(answer.body.toString(), pathname).not.toContain('not for partners');
      }
      // Plain ../ is normalised away before routing: it never names a widget file.
      const normalised = await get('/widgets/v1/../../secret.txt');
      expect(normalised.body.toString()).not.toContain('not for partners');
    });

    it(`${production ? 'does not serve' : 'serves'} source maps`, async () => {
      const answer = await get('/widgets/v1/assets/card-Ab12Cd34.js.map');
      expect(answer.status).toBe(production ? 404 : 200);
    });
  });
}

describe('a server without the widget build', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ widgetsDist: path.join(os.tmpdir(), 'no-such-widgets-dist') });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('says how to build the script', async () => {
    const answer = await rawRequest(server.url, '/widgets/v1/bloomkeep.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.body.toString()).toContain('pnpm --filter @bloomkeep/widgets build');
  });
});
