// The card and badges widgets' markup, rendered on our server (decision 0142,
// http/widgetFragments.ts): JSON { html, styles, fonts } from the app's real render module
// (packages/app/src/ssr/renderWidget.tsx in dist-ssr), read through the public operations as a
// guest. Private and unknown things, and people who have not opted in and unknown names, get
// identical placeholders. Real HTTP, real PostgreSQL, the real app build.
//
// Needs the app built first (`pnpm --filter @bloomkeep/app build`: packages/app/dist and
// dist-ssr); without it the cases that render are skipped and say so. What the route does
// without a build is tested either way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { insertThing, rawRequest, startTestServer, type TestServer } from './helpers.ts';

const APP_DIST = path.join(REPO_ROOT, 'packages/app/dist');
const RENDER_MODULE = path.join(REPO_ROOT, 'packages/app/dist-ssr/render.js');

async function appBuildHasWidgets(): Promise<boolean> {
  if (!existsSync(path.join(APP_DIST, 'index.html')) || !existsSync(RENDER_MODULE)) return false;
  const module = (await import(pathToFileURL(RENDER_MODULE).href)) as { renderWidget?: unknown };
  return typeof module.renderWidget === 'function';
}

const built = await appBuildHasWidgets();
if (!built) {
  console.warn(
    'widget-fragments.test.ts: packages/app is not built with its widget renderer; ' +
      'run `pnpm --filter @bloomkeep/app build` to render widgets in these tests.',
  );
}

interface Fragment {
  html: string;
  styles: string[];
  fonts: string[];
}

describe.skipIf(!built)('widget fragments from the app build', () => {
  let server: TestServer;
  let ownerId = '';
  let publicThingId = '';
  let privateThingId = '';
  const fragment = (pathname: string, headers?: Record<string, string>) =>
    rawRequest(server.url, `/widgets/v1/fragments/${pathname}`, headers);

  beforeAll(async () => {
    server = await startTestServer({ appDist: APP_DIST });
    const [owner] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name, badges_on_partner_sites)
       values ('frag_owner', 'Fran Owner', true) returning id`,
    );
    ownerId = owner!.id;
    await server.sql(`insert into app_public.users (username, name) values ('frag_shy', 'Shy')`);
    await server.sql(
      `insert into app_public.user_badges (user_id, badge_type_id)
       select $1, id from app_public.badge_types where badge_type = 'watering' and level = 1
       on conflict do nothing`,
      [ownerId],
    );
    publicThingId = (
      await insertThing(server, { name: 'Harbour <bee> cafe', ownerId, category: 'BEECAFE' })
    ).id;
    privateThingId = (
      await insertThing(server, { name: 'Secret planter', ownerId, isPublic: false })
    ).id;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('renders a public thing’s card, with the style sheets and fonts it needs, to any origin', async () => {
    const answer = await fragment(`thing-card?thing=${publicThingId}`, {
      origin: 'https://partner.example',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toBe('public, max-age=15');
    const body = JSON.parse(answer.text) as Fragment;
    expect(Object.keys(body).sort()).toEqual(['fonts', 'html', 'styles']);
    // The name is text, escaped; the card links back to the thing on our site.
    expect(body.html).toContain('Harbour &lt;bee&gt; cafe');
    expect(body.html).not.toContain('<bee>');
    expect(body.html).toContain(`href="${server.url}/things/${publicThingId}"`);
    expect(body.html).toContain('data-bk-live="thing"');
    expect(body.html).toContain('data-bk-widget="thing-card"');
    // Every style sheet is ours, absolute, loadable from another origin.
    expect(body.styles.length).toBeGreaterThan(0);
    for (const href of body.styles) {
      expect(href.startsWith(`${server.url}/assets/`), href).toBe(true);
      const sheet = await fetch(href, { headers: { origin: 'https://partner.example' } });
      expect(sheet.status, href).toBe(200);
      expect(sheet.headers.get('access-control-allow-origin')).toBe('*');
      expect(sheet.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    for (const href of body.fonts) {
      const fonts = await fetch(href);
      expect(fonts.status).toBe(200);
      expect(fonts.headers.get('content-type')).toMatch(/^text\/css/);
      expect(fonts.headers.get('access-control-allow-origin')).toBe('*');
      const css = await fonts.text();
      expect(css).toMatch(/^@font-face/);
      expect(css).not.toMatch(/}\s*[.#a-z]/i);
    }
  });

  it('takes the bee cafe brand’s theme and sends visitors to the bee cafe site', async () => {
    const answer = await fragment(`thing-card?thing=${publicThingId}&theme=beecafe`);
    const body = JSON.parse(answer.text) as Fragment;
    const port = new URL(server.url).port;
    expect(body.html).toContain('data-theme="beeCafe"');
    expect(body.html).toContain(`href="http://beecafe.localhost:${port}/things/${publicThingId}"`);
    // An unknown theme is the default one.
    const odd = JSON.parse(
      (await fragment(`thing-card?thing=${publicThingId}&theme=%3Cx%3E`)).text,
    ) as Fragment;
    expect(odd.html).toContain('data-theme="default"');
  });

  it('answers a private thing exactly as one that does not exist', async () => {
    const hidden = await fragment(`thing-card?thing=${privateThingId}`);
    const missing = await fragment('thing-card?thing=00000000-0000-4000-8000-000000000000');
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(hidden.text).toBe(missing.text);
    expect(hidden.text).not.toContain('Secret planter');
    expect((JSON.parse(hidden.text) as Fragment).html).toContain('cannot be shown here');
    expect(hidden.headers['access-control-allow-origin']).toBe('*');
  });

  it('lists an opted-in person’s badges, cached for five minutes', async () => {
    const answer = await fragment('badges?user=frag_owner');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const body = JSON.parse(answer.text) as Fragment;
    expect(body.html).toContain('frag_owner');
    expect(body.html).toContain('data-bk-widget="badges"');
    expect(body.html).toMatch(/<li/);
  });

  it('answers someone who has not opted in exactly as a name nobody has', async () => {
    const shy = await fragment('badges?user=frag_shy');
    const unknown = await fragment('badges?user=nobody_here');
    expect(shy.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(shy.text).toBe(unknown.text);
    expect(shy.text).not.toContain('frag_shy');
    expect((JSON.parse(shy.text) as Fragment).html).toContain(
      'has not chosen to show their badges',
    );
  });

  it('refuses attributes that are not an id or a username, before asking the database', async () => {
    for (const pathname of [
      'thing-card',
      'thing-card?thing=42',
      "thing-card?thing=1'%20or%20'1'='1",
      'badges',
      "badges?user=x'%3B%20drop%20table%20users%3B--",
      `badges?user=${'a'.repeat(5000)}`,
    ]) {
      const answer = await fragment(pathname);
      expect(answer.status, pathname).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ errors: [{ code: 'BAD_ATTRIBUTE' }] });
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('names only our own hosts, whatever Host header comes', async () => {
    const answer = await fragment(`thing-card?thing=${publicThingId}`, { host: 'evil.example' });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('evil.example');
  });

  it('answers other paths and methods with a clear 4xx', async () => {
    expect((await fragment('map')).status).toBe(404);
    // The path is normalised before routing: it leaves the fragments for the app's pages.
    const traversal = await fragment('../../../../etc/passwd');
    expect(traversal.text).not.toMatch(/root:/);
    expect(traversal.headers['access-control-allow-origin']).toBeUndefined();
    expect((await fragment('%2e%2e%2f%2e%2e%2fpackage.json')).status).toBe(404);
    expect((await rawRequest(server.url, '/widgets/v1/fragments/fonts-nothere.css')).status).toBe(
      404,
    );
    const post = await rawRequest(
      server.url,
      `/widgets/v1/fragments/badges?user=frag_owner`,
      {},
      'POST',
    );
    expect(post.status).toBe(405);
    const preflight = await rawRequest(
      server.url,
      '/widgets/v1/fragments/badges',
      { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });
});

describe('widget fragments and the public budget', () => {
  let server: TestServer;

  beforeAll(async () => {
    // No app build here: the budget is checked before anything is rendered.
    server = await startTestServer({ trustProxy: true, api: { publicRateLimit: 2 } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('says widgets are unavailable on a server without the app build', async () => {
    const answer = await rawRequest(server.url, '/widgets/v1/fragments/badges?user=anyone', {
      'x-forwarded-for': '203.0.113.1',
    });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toMatchObject({ errors: [{ code: 'UNAVAILABLE' }] });
  });

  it('tells the map widget where each brand’s site is, with no build, to any origin', async () => {
    const site = (theme: string, address: string) =>
      rawRequest(server.url, `/widgets/v1/fragments/site?theme=${theme}`, {
        origin: 'https://partner.example',
        'x-forwarded-for': address,
      });
    const port = new URL(server.url).port;
    const bee = await site('beecafe', '203.0.113.3');
    expect(bee.status).toBe(200);
    expect(JSON.parse(bee.text)).toEqual({ origin: `http://beecafe.localhost:${port}` });
    expect(bee.headers['access-control-allow-origin']).toBe('*');
    expect(bee.headers['cache-control']).toBe('public, max-age=3600');
    // The default brand, and any theme we do not have, lead to the default host.
    const plain = JSON.parse((await site('default', '203.0.113.4')).text) as { origin: string };
    expect(plain.origin).toBe(new URL(server.url).origin);
    expect(JSON.parse((await site('%3Cx%3E', '203.0.113.4')).text)).toEqual(plain);
  });

  it('answers 429 with Retry-After once an address has spent its budget', async () => {
    const ask = () =>
      rawRequest(server.url, '/widgets/v1/fragments/badges?user=anyone', {
        'x-forwarded-for': '203.0.113.2',
      });
    await ask();
    await ask();
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });
});
