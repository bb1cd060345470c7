// The iframe pages partners embed (decision 0142, http/embeds.ts): a bare document holding the
// widget script and one custom element, its attributes read with @bloomkeep/schema's helpers
// and escaped; these pages alone may be framed by any site, every other response keeps
// frame-ancestors 'none'. Real HTTP against a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startTestServer, type RawAnswer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ production: true });
});

afterAll(async () => {
  await server?.close();
});

const THING_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

/** A request to the test server with exactly this path. */
function request(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return rawRequest(server.url, pathname, headers, method);
}

function directives(answer: RawAnswer): Map<string, string[]> {
  const csp = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/** The custom element's opening tag in the page. */
function element(text: string, name: string): string {
  return new RegExp(`<${name}[^>]*>`).exec(text)?.[0] ?? '';
}

describe('embed pages', () => {
  it('holds the map element and the module script, and any site may frame it', async () => {
    const answer = await request(
      '/embed/things/map?bbox=-3.75,50.4,-3.6,50.46&category=beecafe,bogus,FLOWERBED&theme=beecafe&height=600',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.headers['x-frame-options']).toBeUndefined();
    const csp = directives(answer);
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('connect-src')).toContain(`ws://${new URL(server.url).host}`);
    expect(answer.text).toMatch(/^<!doctype html>/);
    expect(answer.text).toContain(
      `<script type="module" src="${server.url}/widgets/v1/bloomkeep.js"></script>`,
    );
    expect(element(answer.text, 'bloomkeep-thing-map')).toBe(
      `<bloomkeep-thing-map api="${server.url}" bbox="-3.75,50.4,-3.6,50.46" category="BEECAFE,FLOWERBED" height="600" theme="beecafe">`,
    );
    // A bare document: no app frame, no other script.
    expect(answer.text.match(/<script/g)).toHaveLength(1);
    expect(answer.text).not.toContain('id="root"');
  });

  it('shows a thing’s card and a person’s badges', async () => {
    const card = await request(`/embed/things/${THING_ID.toUpperCase()}`);
    expect(card.status).toBe(200);
    expect(element(card.text, 'bloomkeep-thing-card')).toBe(
      `<bloomkeep-thing-card api="${server.url}" thing="${THING_ID}" theme="default">`,
    );
    expect(directives(card).get('frame-ancestors')).toEqual(['*']);
    const badges = await request('/embed/users/stewardsam/badges?theme=beecafe');
    expect(badges.status).toBe(200);
    expect(element(badges.text, 'bloomkeep-badges')).toBe(
      `<bloomkeep-badges api="${server.url}" user="stewardsam" theme="beecafe">`,
    );
  });

  it('leaves the background transparent when asked, and its own otherwise', async () => {
    const transparent = await request(`/embed/things/${THING_ID}?background=transparent`);
    expect(transparent.text).toContain('<body style="margin:0;background:transparent">');
    const opaque = await request(`/embed/things/${THING_ID}?background=%22%3E%3Cscript%3E`);
    expect(opaque.text).toContain('<body style="margin:0;background:Canvas">');
  });

  it('leaves out attributes that do not read, and never lets a value out of its quotes', async () => {
    const hostile = encodeURIComponent('"><script>alert(1)</script>');
    for (const query of [
      `bbox=${hostile}&category=${hostile}&theme=${hostile}&height=${hostile}`,
      'bbox=-1e9,-1e9,1e9,1e9&height=99999999',
      'bbox=1,2,3&category=',
    ]) {
      const answer = await request(`/embed/things/map?${query}`);
      expect(answer.status, query).toBe(200);
      expect(element(answer.text, 'bloomkeep-thing-map'), query).toBe(
        `<bloomkeep-thing-map api="${server.url}" height="400" theme="default">`,
      );
      expect(answer.text).not.toContain('alert(1)');
    }
  });

  it('answers a 404 that may not be framed for ids and names that are not one', async () => {
    for (const pathname of [
      '/embed/things/42',
      "/embed/things/1'%20or%20'1'='1",
      '/embed/users/%3Cscript%3E/badges',
      '/embed/users/%E0%A4%A/badges',
      `/embed/users/${'a'.repeat(3000)}/badges`,
      '/embed/users/a/b/badges',
      '/embed/things/map/extra',
      '/embed/',
      '/embed/%2e%2e/%2e%2e/package.json',
    ]) {
      const answer = await request(pathname);
      expect(answer.status, pathname).toBe(404);
      expect(directives(answer).get('frame-ancestors'), pathname).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await request('/embed/things/map', {}, 'POST')).status).toBe(405);
    const head = await request('/embed/things/map', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('names only our own hosts, whatever Host header comes', async () => {
    const answer = await request('/embed/things/map', { host: 'evil.example' });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('evil.example');
    expect(String(answer.headers['content-security-policy'])).not.toContain('evil.example');
    expect(element(answer.text, 'bloomkeep-thing-map')).toContain(`api="${server.url}"`);
  });
});

describe('every other response', () => {
  it('keeps frame-ancestors none and X-Frame-Options DENY', async () => {
    for (const pathname of [
      '/',
      `/things/${THING_ID}`,
      '/healthz',
      '/oembed?format=json',
      '/graphql/public?documentId=public.badges.v1',
      '/widgets/v1/fragments/badges?user=anyone',
      '/widgets/v1/bloomkeep.js',
      '/embedded',
    ]) {
      const answer = await request(pathname, { accept: 'text/html' });
      expect(directives(answer).get('frame-ancestors'), pathname).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options'], pathname).toBe('DENY');
    }
  });
});
