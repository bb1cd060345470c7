// Server-rendered first paints (issue 9, docs/decisions/0141) in Chromium against the real
// server, in both brands at 375 px:
// - with scripts off, `/`, `/things/search` and `/things/{id}` show their content, styled,
//   with the page's title: the first paint needs no JavaScript;
// - the page carries one script (the entry, which loads the app after the first paint) and
//   no preloads, so nothing else competes with the page for the line before it is painted;
// - with scripts on, the app takes the page over in place (no second render, no request for
//   data the page came with, no panel swapped for its skeleton) and it responds: the tour
//   offer goes away, the menu opens;
// - someone signed in gets their own page, rendered by the browser, never a guest's;
// - an unknown address answers 404 with the not-found page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appReady, launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, PHONE, expectNoHorizontalOverflow } from './checks';
import { signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
let thing: { id: string; name: string };

const STEWARD = { username: 'stewardsam', password: 'Bloomkeep-steward-1' };

beforeAll(async () => {
  server = await startServer({ allowTextOperations: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  const { allThings } = await server.graphql<{
    allThings: { nodes: { id: string; name: string }[] };
  }>(
    '{ allThings(first: 1, condition: { category: BEECAFE }, orderBy: [NAME_ASC]) { nodes { id name } } }',
  );
  thing = allThings.nodes[0]!;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What each entry route shows before any script runs, by brand. */
function entryRoutes(brand: (typeof BRANDS)[number]) {
  const product = brand.name === 'bee cafe' ? 'Bee Cafe Club' : 'Bloomkeep';
  return [
    { path: '/', heading: `Welcome to ${product}`, title: `Home · ${product}` },
    { path: '/things/search', heading: 'Search things', title: `Search things · ${product}` },
    { path: `/things/${thing.id}`, heading: thing.name, title: `${thing.name} · ${product}` },
  ];
}

/** The page as the server sent it: its scripts and preloads. */
async function scriptsOf(page: Page) {
  return page.evaluate(() => ({
    scripts: [...document.querySelectorAll('script[src]')].map((script) =>
      script.getAttribute('src'),
    ),
    preloads: document.querySelectorAll(
      'link[rel="modulepreload"], link[rel="preload"][as="script"]',
    ).length,
    payload: document.getElementById('bk-ssr') !== null,
  }));
}

type TakeOverWindow = Window & { __bkServerTextSwapped: string[] };

/**
 * An init script: once the server's HTML is parsed, records the text of every element of it
 * that the page swaps for a skeleton (removed in the same batch of changes as a skeleton is
 * added). Taking a page over in place swaps none: a panel the server rendered in full that
 * turns into its placeholder, even for a moment, shows up here. Placeholders the server sent
 * (loading regions, hidden boxes) are not counted when they give way.
 */
function recordServerTextSwapped() {
  const swapped: string[] = [];
  (window as unknown as TakeOverWindow).__bkServerTextSwapped = swapped;
  const fromServer = new WeakSet<Node>();
  const isSkeleton = (node: Node) =>
    node instanceof Element &&
    (node.matches('[data-testid="skeleton"]') || !!node.querySelector('[data-testid="skeleton"]'));
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.querySelectorAll('#root *')) {
      if (!element.closest('[aria-busy="true"], [aria-hidden="true"]')) fromServer.add(element);
    }
    new MutationObserver((records) => {
      const removed = records.flatMap((record) =>
        [...record.removedNodes].filter((node) => fromServer.has(node) && node.textContent?.trim()),
      );
      const skeletons = records.some((record) => [...record.addedNodes].some(isSkeleton));
      if (skeletons) swapped.push(...removed.map((node) => node.textContent!.trim().slice(0, 80)));
    }).observe(document.getElementById('root')!, { subtree: true, childList: true });
  });
}

describe.each(BRANDS)('server-rendered first paint on the $name host', (brand) => {
  it('shows each entry page, styled and titled, with scripts off', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading, title } of entryRoutes(brand)) {
      const response = await page.goto(`${brand.origin(server.port)}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-encoding'], path).toMatch(/^(br|gzip)$/);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      expect(await page.title()).toBe(title);
      // Styled: the kit's styles and the page's own are linked (the heading is not the
      // browser's default serif 32 px, the shell's header is laid out).
      const heading1 = page.getByRole('heading', { level: 1 });
      expect(
        await heading1.evaluate((element) => getComputedStyle(element).fontFamily),
      ).not.toMatch(/^(serif|Times)/);
      await expectNoHorizontalOverflow(page, `${path} before scripts (${brand.name})`);
      const { scripts, preloads, payload } = await scriptsOf(page);
      expect(scripts, path).toHaveLength(1);
      expect(preloads, path).toBe(0);
      expect(payload, path).toBe(true);
    }
    // The lists have their content, not skeletons.
    await page.goto(`${brand.origin(server.port)}/things/search`);
    expect(await page.getByText(/Showing \d+ of \d+/).count()).toBe(1);
    await page.goto(`${brand.origin(server.port)}/`);
    expect(await page.getByRole('region', { name: /that need water$/ }).count()).toBe(1);
    expect(
      await page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('is taken over in place by the app, which then responds', async () => {
    // Each page as a first visit: a browser of its own.
    for (const { path, heading } of entryRoutes(brand)) {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      const graphql: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql')) graphql.push(request.postData() ?? '');
      });
      await page.addInitScript(recordServerTextSwapped);
      await page.goto(`${brand.origin(server.port)}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      expect(
        await page.evaluate(() => document.documentElement.dataset.hydration ?? 'in place'),
        path,
      ).toBe('in place');
      // The page's data came with it: the app asked for no page query (a guest sign-in, when
      // the browser is idle, is all).
      expect(
        graphql.filter((body) => !body.includes('guestSignIn')),
        path,
      ).toEqual([]);
      expect(problems, path).toEqual([]);
      // What the server rendered stays: no panel it sent in full (the watering advice, the
      // weather, the chat) turns into its skeleton while the app takes over, even for a
      // moment. Its placeholders may give way to what they hold.
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as TakeOverWindow).__bkServerTextSwapped),
        path,
      ).toEqual([]);
      await context.close();
    }

    // It responds: the tour offer goes when declined, and the menu opens (a phone's drawer).
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${brand.origin(server.port)}/`);
    await page.getByRole('button', { name: 'No thanks' }).click();
    await page.getByRole('heading', { name: 'New here?' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL(/\/activity$/);
    await context.close();
  });
});

describe('who gets a server-rendered page', () => {
  it('never gives someone signed in a guest page', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/signin`);
    await signIn(page, STEWARD.username, STEWARD.password);
    await page.waitForURL(`${server.url}/`);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'bk_signed_in')?.value).toBe('1');
    await page.reload();
    expect((await scriptsOf(page)).payload).toBe(false);
    await page.getByRole('heading', { level: 1, name: /Sam Steward$/ }).waitFor();
    // Signing out ends it: the next page is a guest's again, rendered by the server.
    await page.getByRole('button', { name: 'Sam Steward' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(
      (await context.cookies()).find((cookie) => cookie.name === 'bk_signed_in'),
    ).toBeUndefined();
    await page.reload();
    expect((await scriptsOf(page)).payload).toBe(true);
    await context.close();
  });

  it('takes over a returning guest’s page afresh, with what they looked at', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/things/${thing.id}`);
    await page.goto(`${server.url}/`);
    // Their recent things are theirs alone: the server rendered a first visit, the browser
    // rendered the page again for them.
    const recent = page.getByRole('region', { name: /^Recent things/ });
    await recent.getByRole('link', { name: thing.name }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.hydration ?? 'none')).toBe(
      'none',
    );
    await context.close();
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await scriptsOf(page)).payload).toBe(true);
    await context.close();
  });

  it('leaves pages that need a sign-in to the browser', async () => {
    const response = await fetch(`${server.url}/account/profile`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('id="bk-ssr"');
  });
});

// Keep `appReady` honest: a page the browser renders is ready at once.
it('treats a browser-rendered page as ready when it shows', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/signin`);
  await appReady(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
});
