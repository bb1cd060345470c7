// Partners' embeds (issue 14, decision 0142) as a partner's visitor meets them: a page on a
// second origin with a hostile stylesheet embeds the three custom elements and the three iframes
// from the real server, in Chromium.
// - they render, and look exactly as they do on a page with no stylesheet of its own;
// - the host page keeps its own look;
// - a visitor reaches them by keyboard, and axe finds nothing inside the shadow roots;
// - the card follows the thing live: an action recorded on our site shows with no reload;
// - a private thing never appears, on the map or as a card;
// - in either brand (`theme="beecafe"`, `?theme=beecafe`), on a phone 375 px wide, nothing
//   scrolls sideways, axe finds nothing, and the card and the map lead to that brand's site;
// - the partner's page cannot write through our API, with or without CORS.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, DESKTOP, PHONE } from './checks';
import { STEWARD, stewardSharingBadges } from './partnerSetup';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
let partner: http.Server;
let partnerOrigin = '';
let token = '';
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
let publicThing = { id: '', name: '' };
let privateThing = { id: '', name: '' };

/** A box east of Totnes, away from the demo's things (which the map would draw as clusters). */
const BBOX = '-3.56,50.465,-3.54,50.475';
const AT = { x: -3.55, y: 50.47 };
/** Waits for what the network and the map's first draw bring. */
const SLOW = { timeout: 30_000 };

/** What a partner's site might well have: rules that would reach into any component. */
const HOSTILE_CSS = `
  * { line-height: 2; letter-spacing: 0.1em; box-sizing: content-box; }
  h1, h2, h3, p { text-transform: uppercase; color: purple; margin: 3em 0; }
  a { color: red; font-size: 30px; }
  div, article, section { border: 4px dashed orange; padding: 20px; }
  img { width: 500px; }
`;

type WidgetThemeName = 'default' | 'beecafe';

function partnerPage(api: string, hostile: boolean, theme: WidgetThemeName = 'default'): string {
  const themed = theme === 'default' ? '' : ` theme="${theme}"`;
  const query = (path: string) =>
    theme === 'default' ? path : `${path}${path.includes('?') ? '&' : '?'}theme=${theme}`;
  const embed = (path: string, title: string) =>
    `<iframe src="${api}${query(path)}" title="${title}" width="360" height="420" loading="eager"></iframe>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Friends of Borough Park</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${hostile ? `<style>${HOSTILE_CSS}</style>` : ''}
</head><body><main>
<h1>Friends of Borough Park</h1>
<p><a href="#news">Our news</a></p>
<bloomkeep-thing-card api="${api}" thing="${publicThing.id}"${themed}></bloomkeep-thing-card>
<bloomkeep-thing-card api="${api}" thing="${privateThing.id}" id="private-card"${themed}></bloomkeep-thing-card>
<bloomkeep-badges api="${api}" user="${STEWARD.username}"${themed}></bloomkeep-badges>
<bloomkeep-thing-map api="${api}" bbox="${BBOX}" height="320"${themed}></bloomkeep-thing-map>
${embed(`/embed/things/${publicThing.id}`, 'A thing we look after')}
${embed(`/embed/users/${STEWARD.username}/badges`, 'Sam’s badges')}
${embed(`/embed/things/map?bbox=${BBOX}`, 'Things near us')}
<h2 id="news">News</h2>
</main>
<script type="module" src="${api}/widgets/v1/bloomkeep.js"></script>
</body></html>`;
}

async function createThing(name: string, isPublic: boolean) {
  const { createThing } = await server.graphql<{
    createThing: { thing: { id: string; name: string } };
  }>(
    `mutation ($name: String!, $isPublic: Boolean!) { createThing(input: { name: $name,
      isPublic: $isPublic, x: ${AT.x}, y: ${AT.y}, category: FLOWERBED }) { thing { id name } } }`,
    { name, isPublic },
    token,
  );
  return createThing.thing;
}

beforeAll(async () => {
  server = await startServer({ allowTextOperations: true });
  // A real visitor's browser: same-origin policy and CORS on.
  // (The bee cafe's host leads to this machine: the bee cafe widgets' links go there.)
  browser = await launchBrowser([BEE_CAFE_HOST_RULE], { webSecurity: true });
  // Sam chooses to show badges on partner sites.
  token = await stewardSharingBadges(server);
  publicThing = await createThing('Partner park bed', true);
  privateThing = await createThing('Sam’s private seedlings', false);

  // The partner's site: another origin (another port), serving its page with or without its
  // own stylesheet.
  partner = http.createServer((req, res) => {
    const hostile = !req.url?.startsWith('/plain');
    const theme = req.url?.startsWith('/beecafe') ? 'beecafe' : 'default';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(partnerPage(server.url, hostile, theme));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => partner?.close(resolve));
  await server?.stop();
});

/** The partner's page, with every widget drawn. */
async function openPartner(
  path = '/',
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${partnerOrigin}${path}`);
  await expect
    .poll(() => page.locator('bloomkeep-thing-card').first().getByRole('link').count(), SLOW)
    .toBe(1);
  await expect
    .poll(() => page.locator('bloomkeep-badges').getByRole('listitem').count(), SLOW)
    .toBeGreaterThan(0);
  return page;
}

/** What a widget looks like: its size, and the text and box styles of everything in its shadow root. */
function look(widget: Locator) {
  return widget.evaluate((host) => {
    const properties = [
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'letter-spacing',
      'text-transform',
      'color',
      'background-color',
      'margin',
      'padding',
      'border',
      'display',
    ];
    const styles: string[] = [];
    for (const element of host.shadowRoot?.querySelectorAll('*') ?? []) {
      if (element.localName === 'style' || element.localName === 'link') continue;
      const style = getComputedStyle(element);
      styles.push(
        `${element.localName}: ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`,
      );
    }
    const { width, height } = host.getBoundingClientRect();
    return { name: host.localName, width, height, styles };
  });
}

/**
 * axe's violations on the partner's page, one line per node; axe walks open shadow roots. With
 * `frames`, axe runs in our iframes too and judges them as parts of the partner's page (as a
 * visitor meets them: the page's landmarks and heading are the partner's); without, the
 * iframes are left out.
 */
async function axeFindings(page: Page, { frames = false } = {}): Promise<string[]> {
  for (const frame of frames ? page.frames() : [page.mainFrame()]) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (withFrames) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: unknown,
          options: unknown,
        ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const results = await axe.run(
      withFrames ? { include: [document] } : { include: [document], exclude: [['iframe']] },
      { resultTypes: ['violations'], iframes: withFrames },
    );
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
    );
  }, frames);
}

/**
 * What reaches past a widget's right edge or the viewport's: elements inside each widget's shadow
 * root (outside an element that scrolls on its own, as the map's canvas container), and each
 * iframe's document wider than its frame. Empty when nothing scrolls sideways.
 */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const inWidgets = await page.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${viewport} px`);
    }
    for (const host of document.querySelectorAll(
      'bloomkeep-thing-card, bloomkeep-badges, bloomkeep-thing-map',
    )) {
      const edge = Math.min(viewport, host.getBoundingClientRect().right);
      const walk = (parent: Element | ShadowRoot) => {
        for (const element of parent.children) {
          const rect = element.getBoundingClientRect();
          if (rect.width > 0 && rect.right > edge + 1) {
            const label =
              element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
            found.push(
              `${host.localName}: ${element.localName} "${label}" reaches ${Math.round(rect.right)} px of ${Math.round(edge)}`,
            );
            continue;
          }
          const { overflowX } = getComputedStyle(element);
          if (overflowX !== 'auto' && overflowX !== 'scroll' && overflowX !== 'hidden')
            walk(element);
        }
      };
      if (host.shadowRoot) walk(host.shadowRoot);
    }
    return found;
  });
  const inFrames: string[] = [];
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const [scroll, client] = await frame.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    if (scroll > client) inFrames.push(`${frame.url()}: ${scroll} px wide in ${client} px`);
  }
  return [...inWidgets, ...inFrames];
}

describe('a partner page on another origin', () => {
  it('shows the widgets, looking as they do on a page with no stylesheet', async () => {
    const plain = await openPartner('/plain');
    const hostile = await openPartner('/');

    for (const selector of ['bloomkeep-thing-card:not(#private-card)', 'bloomkeep-badges']) {
      const [a, b] = await Promise.all([
        look(plain.locator(selector)),
        look(hostile.locator(selector)),
      ]);
      // The same size (a pixel either way: the host's line height moves the element's
      // position by a fraction) and every element inside styled exactly the same.
      expect(Math.abs(a.width - b.width), `${selector} width`).toBeLessThanOrEqual(1);
      expect(Math.abs(a.height - b.height), `${selector} height`).toBeLessThanOrEqual(1);
      expect(b.styles, `${selector} under the partner's stylesheet`).toEqual(a.styles);
      expect(a.styles.length).toBeGreaterThan(5);
      // The pictures, for a person to compare.
      await plain.locator(selector).screenshot({ path: `${tmpdir()}/partner-plain-${a.name}.png` });
      await hostile
        .locator(selector)
        .screenshot({ path: `${tmpdir()}/partner-hostile-${a.name}.png` });
    }
    // The card: the thing's name, its last action and the way to help.
    const card = hostile.locator('bloomkeep-thing-card:not(#private-card)');
    await expect
      .poll(() => card.getByRole('heading', { name: publicThing.name }).isVisible(), SLOW)
      .toBe(true);
    expect(
      await card.getByRole('link', { name: `Help water ${publicThing.name}` }).getAttribute('href'),
    ).toBe(`${server.url}/things/${publicThing.id}`);
    // The host keeps its own look: the widgets' styles stay in their shadow roots.
    const heading = await hostile.locator('h1').evaluate((element) => {
      const style = getComputedStyle(element);
      return { transform: style.textTransform, color: style.color };
    });
    expect(heading).toEqual({ transform: 'uppercase', color: 'rgb(128, 0, 128)' });
    // The map draws the public things in view, the iframes their widgets.
    const map = hostile.locator('bloomkeep-thing-map');
    await expect
      .poll(() => map.getByRole('button', { name: new RegExp(publicThing.name) }).count(), SLOW)
      .toBeGreaterThan(0);
    const cardFrame = hostile.frameLocator(`iframe[src*="/embed/things/${publicThing.id}"]`);
    await expect
      .poll(
        () => cardFrame.getByRole('link', { name: `Help water ${publicThing.name}` }).count(),
        SLOW,
      )
      .toBe(1);
    const badgesFrame = hostile.frameLocator('iframe[src*="/badges"]');
    await expect.poll(() => badgesFrame.getByRole('listitem').count(), SLOW).toBeGreaterThan(0);
    // The map draws once it comes near the visitor's screen.
    await hostile.locator('iframe[src*="/embed/things/map"]').scrollIntoViewIfNeeded();
    const mapFrame = hostile.frameLocator('iframe[src*="/embed/things/map"]');
    await expect
      .poll(
        () => mapFrame.getByRole('button', { name: new RegExp(publicThing.name) }).count(),
        SLOW,
      )
      .toBeGreaterThan(0);
    await plain.context().close();
    await hostile.context().close();
    // Two pages, each with three widgets and three iframes.
  }, 120_000);

  it('never shows a private thing', async () => {
    const page = await openPartner();
    const privateCard = page.locator('#private-card');
    await expect
      .poll(() => privateCard.getByText('This thing cannot be shown here').isVisible(), SLOW)
      .toBe(true);
    expect(await privateCard.textContent()).not.toContain(privateThing.name);
    const map = page.locator('bloomkeep-thing-map');
    await expect
      .poll(() => map.getByRole('button', { name: new RegExp(publicThing.name) }).count(), SLOW)
      .toBeGreaterThan(0);
    expect(await map.getByRole('button', { name: new RegExp(privateThing.name) }).count()).toBe(0);
    const html = await page.evaluate(() => {
      const deep = (root: Document | ShadowRoot): string =>
        [...root.querySelectorAll('*')]
          .map((element) =>
            element.shadowRoot
              ? deep(element.shadowRoot)
              : (element.getAttribute('aria-label') ?? ''),
          )
          .join(' ') + (root instanceof ShadowRoot ? root.textContent : '');
      return deep(document);
    });
    expect(html).not.toContain(privateThing.name);
    await page.context().close();
  });

  it('reaches every widget by keyboard, and axe finds nothing', async () => {
    const page = await openPartner();
    // The map's points are buttons once its things have loaded; a visitor who tabs before
    // that passes a map with nothing to reach yet.
    await expect
      .poll(
        () =>
          page
            .locator('bloomkeep-thing-map')
            .getByRole('button', { name: new RegExp(publicThing.name) })
            .count(),
        SLOW,
      )
      .toBeGreaterThan(0);
    const reached: string[] = [];
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          let element: Element | null = document.activeElement;
          while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
          if (!element) return '';
          const host = (element.getRootNode() as ShadowRoot).host?.localName ?? 'page';
          const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          return `${host}: ${label}`;
        }),
      );
    }
    expect(
      reached.some((entry) =>
        entry.startsWith(`bloomkeep-thing-card: Help water ${publicThing.name}`),
      ),
    ).toBe(true);
    expect(reached.some((entry) => entry.startsWith('bloomkeep-thing-map:'))).toBe(true);
    // axe walks open shadow roots; the iframes are our own pages, checked on their own below.
    const violations = await axeFindings(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  const brands = [
    { theme: 'default', path: '/', kit: 'default', site: () => server.url },
    {
      theme: 'beecafe',
      path: '/beecafe',
      kit: 'beeCafe',
      site: () => `http://beecafe.localhost:${server.port}`,
    },
  ] as const;
  for (const brand of brands) {
    it(`in the ${brand.theme} brand on a phone: fits, passes axe, and leads to that brand’s site`, async () => {
      const page = await openPartner(brand.path, PHONE);
      const map = page.locator('bloomkeep-thing-map');
      const point = map.getByRole('button', { name: new RegExp(publicThing.name) }).first();
      await expect.poll(() => point.count(), SLOW).toBe(1);
      for (const selector of ['iframe[src*="/embed/things/map"]', 'iframe[src*="/badges"]']) {
        await page.locator(selector).scrollIntoViewIfNeeded();
      }
      const frames = {
        card: page.frameLocator(`iframe[src*="/embed/things/${publicThing.id}"]`),
        badges: page.frameLocator('iframe[src*="/badges"]'),
        map: page.frameLocator('iframe[src*="/embed/things/map"]'),
      };
      await expect
        .poll(() => frames.card.getByRole('link', { name: /^Help water/ }).count(), SLOW)
        .toBe(1);
      await expect.poll(() => frames.badges.getByRole('listitem').count(), SLOW).toBeGreaterThan(0);
      await expect
        .poll(
          () => frames.map.getByRole('button', { name: new RegExp(publicThing.name) }).count(),
          SLOW,
        )
        .toBeGreaterThan(0);

      // Every widget, on the page and in the iframes, is drawn in the brand's theme.
      const themes = await Promise.all(
        page
          .frames()
          .map((frame) =>
            frame.evaluate(() =>
              [
                ...document.querySelectorAll(
                  'bloomkeep-thing-card, bloomkeep-badges, bloomkeep-thing-map',
                ),
              ].map(
                (host) =>
                  `${host.localName}: ${host.shadowRoot?.querySelector('[data-theme]')?.getAttribute('data-theme')}`,
              ),
            ),
          ),
      );
      expect(themes.flat().sort()).toEqual(
        [
          ...['bloomkeep-thing-card', 'bloomkeep-thing-card', 'bloomkeep-badges'],
          ...['bloomkeep-thing-map', 'bloomkeep-thing-card', 'bloomkeep-badges'],
          'bloomkeep-thing-map',
        ]
          .map((name) => `${name}: ${brand.kit}`)
          .sort(),
      );

      // Nothing scrolls sideways, with the map's point card open too.
      expect(await sidewaysScroll(page)).toEqual([]);
      await point.focus();
      await expect.poll(() => map.locator('[data-below]').count(), SLOW).toBe(1);
      expect(await sidewaysScroll(page)).toEqual([]);
      // axe, inside the shadow roots of the page and of each iframe.
      expect(await axeFindings(page, { frames: true })).toEqual([]);

      // The card's call to action and the map's points lead to the thing on the brand's site.
      const thingPage = `${brand.site()}/things/${publicThing.id}`;
      expect(
        await page
          .locator('bloomkeep-thing-card:not(#private-card)')
          .getByRole('link', { name: `Help water ${publicThing.name}` })
          .getAttribute('href'),
      ).toBe(thingPage);
      await page.keyboard.press('Enter');
      await page.waitForURL(thingPage, SLOW);
      await page.context().close();
    }, 120_000);
  }

  it('updates the card live when someone records an action on our site', async () => {
    const page = await openPartner();
    const card = page.locator('bloomkeep-thing-card:not(#private-card)');
    // Focus on "Help water" stays where it is while the card changes.
    await card.getByRole('link', { name: `Help water ${publicThing.name}` }).focus();
    for (let attempt = 0; attempt < 10; attempt++) {
      await server.graphql(
        `mutation ($thingId: UUID!) { createAction(input: { action: { thingId: $thingId,
          type: WATERING, litres: 5 } }) { action { id } } }`,
        { thingId: publicThing.id },
        token,
      );
      const heard = await expect
        .poll(() => card.getByText(/Watered/).count(), { timeout: 3_000 })
        .toBeGreaterThan(0)
        .then(() => true)
        .catch(() => false);
      if (heard) break;
    }
    expect(await card.getByText(/Watered/).count()).toBeGreaterThan(0);
    const focused = await page.evaluate(
      () => document.activeElement?.shadowRoot?.activeElement?.textContent ?? '',
    );
    expect(focused).toContain(`Help water ${publicThing.name}`);
    await page.context().close();
  });

  it('cannot write through our API', async () => {
    const page = await openPartner();
    const attempts = await page.evaluate(async (api) => {
      const signUp = (username: string) =>
        JSON.stringify({
          query: `mutation { signUp(input: { name: "Partner Probe", username: "${username}",
            email: "${username}@example.com", password: "Correct-Horse-9" }) { jwtToken } }`,
        });
      const outcome = async (request: Promise<Response>) => {
        try {
          const response = await request;
          return response.type === 'opaque' ? 'opaque' : String(response.status);
        } catch {
          return 'blocked';
        }
      };
      return {
        // As JSON: the browser asks first, and our API does not let another origin in.
        json: await outcome(
          fetch(`${api}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: signUp('partnerprobe1'),
          }),
        ),
        // As a "simple" request, which the browser sends without asking.
        simple: await outcome(
          fetch(`${api}/graphql`, {
            method: 'POST',
            mode: 'no-cors',
            headers: { 'content-type': 'text/plain' },
            body: signUp('partnerprobe2'),
          }),
        ),
        // The public API reads, and only reads.
        publicText: await outcome(
          fetch(
            `${api}/graphql/public?query=${encodeURIComponent('mutation { signOut(input: {}) { boolean } }')}`,
          ),
        ),
        socket: await new Promise<string>((resolve) => {
          const socket = new WebSocket(
            `${api.replace(/^http/, 'ws')}/graphql`,
            'graphql-transport-ws',
          );
          socket.onopen = () => resolve('open');
          socket.onerror = () => resolve('refused');
        }),
      };
    }, server.url);
    expect(attempts.json).toBe('blocked');
    expect(attempts.simple).toBe('opaque');
    expect(Number(attempts.publicText)).toBeGreaterThanOrEqual(400);
    expect(attempts.socket).toBe('refused');
    const probes = await server.sql(
      "select count(*)::int as n from app_public.users where username like 'partnerprobe%'",
    );
    expect(probes[0]!.n).toBe(0);
    await page.context().close();
  });
});
