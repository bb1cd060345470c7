// The catalogue on a phone, in the default brand: /things and /things/search fit the screen (also at
// 320 px), list view shows thumbnails and tiles line up, the view tabs and the account
// sub-navigation scroll by themselves with a cue and are reachable by keyboard, a failed search
// keeps the page and its last results, and guests never land on an empty "Mine".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  BEE_CAFE_HOST_RULE,
  PHONE,
  expectNoHorizontalOverflow,
  expectWellFormed,
  journeyBrands,
} from './checks';
import { signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  // Seeding the demo data takes a while on a busy machine.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Nothing scrolls sideways at 320 px either (the narrowest phone we support). */
async function expectFitsAt320(page: Page, where: string) {
  await page.setViewportSize({ width: 320, height: PHONE.height });
  await expectNoHorizontalOverflow(page, `${where} at 320 px`);
  await page.setViewportSize(PHONE);
}

/** Changes the stored settings of the things list for whoever is using the browser. */
async function storeListSettings(page: Page, settings: Record<string, unknown>) {
  await page.evaluate((change) => {
    const { id } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { id: string };
    const key = `bloomkeep:local:${id}`;
    const state = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      lists?: Record<string, object>;
    };
    state.lists = { ...state.lists, things: { ...state.lists?.things, ...change } };
    localStorage.setItem(key, JSON.stringify(state));
  }, settings);
}

async function storedView(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const { id } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { id: string };
    const state = JSON.parse(localStorage.getItem(`bloomkeep:local:${id}`) ?? '{}') as {
      lists?: { things?: { view?: string } };
    };
    return state.lists?.things?.view;
  });
}

async function openSearch(page: Page, origin: string) {
  await page.goto(`${origin}/things/search`);
  await page.getByRole('heading', { level: 1, name: 'Search things' }).waitFor();
}

const results = (page: Page) => page.locator('main article');
const showing = (page: Page) => page.getByText(/^Showing \d+ of/);

async function chooseLayout(page: Page, layout: 'List' | 'Tiles') {
  await page.getByRole('button', { name: /Layout/ }).click();
  await page.getByRole('option', { name: layout }).click();
}

describe.each(journeyBrands('Bloomkeep'))('the catalogue on a phone, $name', (brand) => {
  it('fits the phone, shows thumbnails in the list and lines tiles up, for a guest', async () => {
    const origin = brand.origin(server.port);
    const { context, page } = await phonePage();
    try {
      await page.goto(`${origin}/things`);
      await page.getByRole('heading', { level: 1, name: 'Things' }).waitFor();
      await page.getByRole('button', { name: /^Search all/ }).waitFor();
      await expectWellFormed(page, `/things (${brand.name})`);
      await expectFitsAt320(page, `/things (${brand.name})`);

      // List view: a thumbnail beside each name, never a photo across the card.
      await openSearch(page, origin);
      await showing(page).waitFor();
      await expectWellFormed(page, `/things/search, list (${brand.name})`);
      await expectFitsAt320(page, `/things/search, list (${brand.name})`);
      const cards = await results(page).evaluateAll((articles) =>
        articles.map((article) => ({
          height: article.getBoundingClientRect().height,
          pictures: [...article.querySelectorAll('img')].map(
            (image) => image.getBoundingClientRect().height,
          ),
        })),
      );
      expect(cards.length).toBeGreaterThan(10);
      expect(cards.flatMap((card) => card.pictures).length).toBeGreaterThan(0);
      for (const card of cards) {
        for (const picture of card.pictures) expect(picture).toBeLessThanOrEqual(100);
        expect(card.height).toBeLessThan(320);
      }

      // Tiles: photos and category placeholders share one ratio, so names line up in a row.
      await chooseLayout(page, 'Tiles');
      await page.locator('main ul article').first().waitFor();
      await expectWellFormed(page, `/things/search, tiles (${brand.name})`);
      await expectFitsAt320(page, `/things/search, tiles (${brand.name})`);
      const tiles = await results(page).evaluateAll((articles) =>
        articles.map((article) => ({
          top: Math.round(article.getBoundingClientRect().top),
          title: article.querySelector('h2')!.getBoundingClientRect().top,
          photo: article.querySelector('img') !== null,
        })),
      );
      expect(tiles.some((tile) => tile.photo)).toBe(true);
      expect(tiles.some((tile) => !tile.photo)).toBe(true);
      const rows = new Map<number, typeof tiles>();
      for (const tile of tiles) rows.set(tile.top, [...(rows.get(tile.top) ?? []), tile]);
      expect([...rows.values()].some((row) => row.length > 1)).toBe(true);
      for (const row of rows.values()) {
        for (const tile of row) expect(Math.abs(tile.title - row[0]!.title)).toBeLessThan(1);
      }
      await chooseLayout(page, 'List');

      // The tab panel holds the view: Tab from the selected tab goes to the search field.
      await page.getByRole('tab', { name: 'All', selected: true }).focus();
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => ({
          role: document.activeElement?.getAttribute('role'),
          tag: document.activeElement?.tagName,
        })),
      ).toEqual({ role: null, tag: 'INPUT' });
    } finally {
      await context.close();
    }
  });

  it('never gives a guest a "Mine" view, and says when stored filters are active', async () => {
    const origin = brand.origin(server.port);
    const { context, page } = await phonePage();
    try {
      // A link to "Mine" sends a guest to sign in first, and stores nothing.
      await page.goto(`${origin}/things/search?view=own`);
      await page.waitForURL(/\/signin\?next=%2Fthings%2Fsearch%3Fview%3Down$/);
      expect(await storedView(page)).toBeUndefined();

      // A "Mine" left in storage (e.g. from before) is ignored: All is selected.
      await storeListSettings(page, { view: 'own' });
      await openSearch(page, origin);
      await page.getByRole('tab', { name: 'All', selected: true }).waitFor();
      expect(await page.getByRole('tab', { name: 'Mine' }).count()).toBe(0);
      await showing(page).waitFor();
      await expectWellFormed(page, `/things/search with a stale Mine view (${brand.name})`);

      // A search left in storage: a visible bar says so and clears it.
      await storeListSettings(page, { search: 'no such thing anywhere' });
      await openSearch(page, origin);
      await page.getByText('Filters active').waitFor();
      await page.getByText(/^No .* match$/).waitFor();
      await expectWellFormed(page, `/things/search with stale filters (${brand.name})`);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await showing(page).waitFor();
      expect(await page.getByText('Filters active').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps the page and its results when a search fails, and lets a signed-in user reach every tab and account page', async () => {
    const origin = brand.origin(server.port);
    const { context, page } = await phonePage();
    try {
      // Signing in from the guest's redirect returns to "Mine".
      await page.goto(`${origin}/signin?next=${encodeURIComponent('/things/search?view=own')}`);
      await signIn(page, 'stewardsam', 'Bloomkeep-steward-1');
      await page.getByRole('tab', { name: 'Mine', selected: true }).waitFor();
      await showing(page).waitFor();
      await page.getByRole('tab', { name: 'All' }).click();
      await page.getByRole('tab', { name: 'All', selected: true }).waitFor();
      await showing(page).waitFor();

      // The tabs do not fit a phone: they scroll by themselves, with a cue, and the arrow
      // keys bring the last one into view.
      const tabs = page.getByRole('tablist');
      await tabs.locator('xpath=..').locator('[data-scroll-cue="end"]').waitFor();
      await expectWellFormed(page, `/things/search, signed in (${brand.name})`);
      await page.getByRole('tab', { name: 'All', selected: true }).focus();
      await page.keyboard.press('ArrowLeft');
      const last = page.getByRole('tab', { name: 'Recently viewed' });
      await page.waitForFunction(
        (tab) => {
          const box = tab!.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        },
        await last.elementHandle(),
      );
      expect(await last.evaluate((tab) => tab === document.activeElement)).toBe(true);
      await page.getByRole('tab', { name: 'All' }).click();
      await page.getByRole('tab', { name: 'All', selected: true }).waitFor();
      await showing(page).waitFor();

      // The API fails after the first load: the page, the search and the results stay.
      const firstName = await results(page).first().locator('h2').innerText();
      const searchField = page.getByLabel('Search things');
      await page.route('**/graphql', (route) => route.abort('connectionrefused'));
      await searchField.fill('Castle');
      await page.getByText('These results may be out of date').waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await page.getByRole('heading', { name: firstName }).waitFor();
      expect(await searchField.inputValue()).toBe('Castle');
      expect(await page.locator('body').innerText()).not.toMatch(/failed to fetch/i);
      await expectWellFormed(page, `/things/search, API unreachable (${brand.name})`);

      // Back online: Try again shows the new results.
      await page.unroute('**/graphql');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Castle Street bee cafe' }).waitFor();
      expect(await page.getByText('These results may be out of date').count()).toBe(0);

      // Offline: the notice says so.
      await context.setOffline(true);
      await searchField.fill('Castle Street');
      await page.getByText('You’re offline, these results may be out of date').waitFor();
      await page.getByRole('heading', { name: 'Castle Street bee cafe' }).waitFor();
      await expectWellFormed(page, `/things/search, offline (${brand.name})`);
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByRole('heading', { name: firstName }).waitFor();

      // The account sub-navigation scrolls by itself with a cue; Tab reaches its last page.
      await page.goto(`${origin}/account/profile`);
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Account' });
      await nav.locator('[data-scroll-cue="end"]').waitFor();
      await expectWellFormed(page, `/account/profile (${brand.name})`);
      await expectFitsAt320(page, `/account/profile (${brand.name})`);
      await nav.getByRole('link', { name: 'Profile' }).focus();
      // From the first page to the last, one Tab per page of the navigation.
      const pages = await nav.getByRole('link').count();
      for (let i = 1; i < pages; i++) await page.keyboard.press('Tab');
      const deleteLink = nav.getByRole('link', { name: 'Delete account' });
      expect(await deleteLink.evaluate((link) => link === document.activeElement)).toBe(true);
      await page.waitForFunction(
        (link) => link!.getBoundingClientRect().right <= window.innerWidth,
        await deleteLink.elementHandle(),
      );
    } finally {
      await context.close();
    }
  });
});
