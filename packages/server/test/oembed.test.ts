// oEmbed for thing pages (decision 0142, http/embeds.ts; https://oembed.com): a public thing's
// page URL on one of our hosts answers the thing card's iframe as `type: rich`; anything else is
// a 404, XML a 501. Thing pages the server renders link to it. Real HTTP, real PostgreSQL.
//
// The discovery link needs the app built first (`pnpm --filter @bloomkeep/app build`: the server
// renders the thing page with packages/app/dist-ssr); without it that case is skipped.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { insertThing, startTestServer, type TestServer } from './helpers.ts';

const APP_DIST = path.join(REPO_ROOT, 'packages/app/dist');
const appBuilt =
  existsSync(path.join(APP_DIST, 'index.html')) &&
  existsSync(path.join(REPO_ROOT, 'packages/app/dist-ssr/render.js'));

let server: TestServer;
let publicThingId = '';
let privateThingId = '';
let beeCafeOrigin = '';

beforeAll(async () => {
  server = await startTestServer({ appDist: appBuilt ? APP_DIST : undefined });
  beeCafeOrigin = `http://beecafe.localhost:${new URL(server.url).port}`;
  const [owner] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ('oe_owner', 'Oona') returning id`,
  );
  publicThingId = (await insertThing(server, { name: 'Mill "Lane" <bench>', ownerId: owner!.id }))
    .id;
  privateThingId = (
    await insertThing(server, { name: 'Hidden bench', ownerId: owner!.id, isPublic: false })
  ).id;
});

afterAll(async () => {
  await server?.close();
});

interface OEmbed {
  version: string;
  type: string;
  provider_name: string;
  provider_url: string;
  title: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
}

function oembed(params: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/oembed?${new URLSearchParams(params)}`, { headers });
}

describe('GET /oembed', () => {
  it('answers a public thing’s card as a rich iframe, to any origin', async () => {
    const response = await oembed(
      { url: `${server.url}/things/${publicThingId}`, format: 'json' },
      { origin: 'https://blog.example' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=15');
    const body = (await response.json()) as OEmbed;
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Bloomkeep',
      provider_url: `${server.url}/`,
      title: 'Mill "Lane" <bench>',
      width: 400,
      height: 320,
    });
    expect(body.html).toBe(
      `<iframe src="${server.url}/embed/things/${publicThingId}" title="Mill &quot;Lane&quot; &lt;bench>" width="400" height="320" style="border:0" loading="lazy"></iframe>`,
    );
  });

  it('honours maxwidth and maxheight, and ignores values that are not sizes', async () => {
    const url = `${server.url}/things/${publicThingId}`;
    const small = (await (
      await oembed({ url, maxwidth: '300', maxheight: '200.7' })
    ).json()) as OEmbed;
    expect([small.width, small.height]).toEqual([300, 200]);
    expect(small.html).toContain('width="300" height="200"');
    const large = (await (
      await oembed({ url, maxwidth: '5000', maxheight: '9000' })
    ).json()) as OEmbed;
    expect([large.width, large.height]).toEqual([400, 320]);
    for (const odd of ['0', '-5', 'abc', 'Infinity', '1e400']) {
      const body = (await (await oembed({ url, maxwidth: odd, maxheight: odd })).json()) as OEmbed;
      expect([body.width, body.height], odd).toEqual([400, 320]);
    }
  });

  it('answers a bee cafe page with the bee cafe brand and host', async () => {
    const body = (await (
      await oembed({ url: `${beeCafeOrigin}/things/${publicThingId}` })
    ).json()) as OEmbed;
    expect(body.provider_url).toBe(`${beeCafeOrigin}/`);
    expect(body.provider_name).not.toBe('Bloomkeep');
    expect(body.html).toContain(
      `src="${beeCafeOrigin}/embed/things/${publicThingId}?theme=beecafe"`,
    );
  });

  it('answers a private thing exactly as one that does not exist: 404', async () => {
    const hidden = await oembed({ url: `${server.url}/things/${privateThingId}` });
    const missing = await oembed({
      url: `${server.url}/things/00000000-0000-4000-8000-000000000000`,
    });
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    const hiddenText = await hidden.text();
    expect(hiddenText).toBe(await missing.text());
    expect(hiddenText).not.toContain('Hidden bench');
  });

  it('answers 404 for addresses that are not our thing pages', async () => {
    for (const url of [
      `https://evil.example/things/${publicThingId}`,
      `${server.url}.evil.example/things/${publicThingId}`,
      `${server.url}/users/oe_owner`,
      `${server.url}/things/${publicThingId}/settings`,
      `${server.url}/things/1' or '1'='1`,
      `javascript:alert(1)//${server.url}/things/${publicThingId}`,
      `file:///etc/passwd`,
      'not a url',
    ]) {
      const response = await oembed({ url });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('answers 400 without a url, 501 for XML, 405 for other methods', async () => {
    expect((await oembed({ format: 'json' })).status).toBe(400);
    const xml = await oembed({ url: `${server.url}/things/${publicThingId}`, format: 'xml' });
    expect(xml.status).toBe(501);
    const post = await fetch(`${server.url}/oembed`, { method: 'POST', body: 'url=x' });
    expect(post.status).toBe(405);
  });
});

describe.skipIf(!appBuilt)('the thing page', () => {
  /**
   * The page as the server renders it for a guest. A render that misses its time budget (a cold
   * module on a busy machine) falls back to index.html, as it should; ask again until rendered.
   */
  async function rendered(id: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const page = await fetch(`${server.url}/things/${id}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      if (html.includes('id="bk-ssr"') || attempt >= 10) return html;
    }
  }

  it('links to its oEmbed when it is public, and not otherwise', async () => {
    const html = await rendered(publicThingId);
    expect(html).toContain('id="bk-ssr"');
    const href = `${server.url}/oembed?url=${encodeURIComponent(`${server.url}/things/${publicThingId}`)}&amp;format=json`;
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${href}">`);
    const hidden = await rendered(privateThingId);
    expect(hidden).toContain('id="bk-ssr"');
    expect(hidden).not.toContain('application/json+oembed');
  });
});

describe('oEmbed and the public budget', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ trustProxy: true, api: { publicRateLimit: 1 } });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After once an address has spent its budget', async () => {
    const ask = () =>
      fetch(`${limited.url}/oembed?url=${encodeURIComponent(`${limited.url}/things/x`)}`, {
        headers: { 'x-forwarded-for': '203.0.113.3' },
      });
    expect((await ask()).status).toBe(404);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
