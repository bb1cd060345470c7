// Scores and badges of issue 10 in Chromium against the real server and its demo data:
// /scorer fits a phone in the bee cafe brand, the signed-in steward's row is marked, and each
// row's breakdown adds up to its points; /account/badges groups the families and shows
// progress towards the next level; /activity uses the width of a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  BEE_CAFE_HOST_RULE,
  BRANDS,
  DESKTOP,
  PHONE,
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
  // Seeding the demo data takes seconds on an idle machine, minutes on a busy one.
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page signed in as the demo steward (seed.ts), on `origin`. */
async function stewardPage(origin: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${origin}/signin`);
  await signIn(page, 'stewardsam', 'Bloomkeep-steward-1');
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  return page;
}

/** The leaderboard's rows: the items of the "Leaderboard" list itself. */
function boardRows(page: Page) {
  return page.getByRole('list', { name: 'Leaderboard', exact: true }).locator(':scope > li');
}

/** Each row's total and the sum of its breakdown lines ("31 waterings × 3 = 93"). */
async function totalsAndSums(page: Page) {
  return boardRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const list = row.querySelector('ul')!;
      const total = Number(
        list
          .getAttribute('aria-label')!
          .match(/^How ([\d,]+) points?/)![1]!
          .replace(/,/g, ''),
      );
      const sum = [...list.querySelectorAll('li')].reduce(
        (acc, line) => acc + Number(line.textContent!.split('= ')[1]!.replace(/,/g, '')),
        0,
      );
      const shown = Number(
        row.textContent!.match(/([\d,]+) points?(?!.*points?)/)?.[1]?.replace(/,/g, ''),
      );
      return { total, sum, shown };
    }),
  );
}

describe('scores on a phone', () => {
  for (const brand of journeyBrands('bee cafe')) {
    it(`fits the phone, marks the steward's row and adds up (${brand.name})`, async () => {
      const page = await stewardPage(brand.origin(server.port), PHONE);
      await page.goto(`${brand.origin(server.port)}/scorer`);
      await page.getByRole('heading', { level: 1, name: 'Scores' }).waitFor();
      await boardRows(page).first().waitFor();
      await expectWellFormed(page, `/scorer on a phone (${brand.name})`);

      // Every period tab is on screen.
      for (const tab of ['Week', 'Month', 'Year', 'All time']) {
        const box = (await page.getByRole('tab', { name: tab }).boundingBox())!;
        expect(box.x + box.width, tab).toBeLessThanOrEqual(PHONE.width);
      }

      // The steward's own row: aria-current, tagged "You", tinted unlike the others.
      const current = page
        .getByRole('list', { name: 'Leaderboard', exact: true })
        .locator(':scope > li[aria-current="true"]');
      expect(await current.count()).toBe(1);
      expect(await current.textContent()).toContain('stewardsam');
      await current.getByText('You', { exact: true }).waitFor();
      const colours = await boardRows(page).evaluateAll((rows) =>
        rows.map((row) => getComputedStyle(row).backgroundColor),
      );
      const mineIndex = await boardRows(page).evaluateAll((rows) =>
        rows.findIndex((row) => row.getAttribute('aria-current') === 'true'),
      );
      expect(new Set(colours.filter((_, index) => index !== mineIndex)).size).toBe(1);
      expect(colours).not.toContain(undefined);
      expect(colours.filter((colour) => colour === colours[mineIndex])).toHaveLength(1);

      // Each row's breakdown adds up to its points, with things created, measurements and shares.
      const rows = await totalsAndSums(page);
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        expect(row.sum).toBe(row.total);
        expect(row.shown).toBe(row.total);
      }
      const lines = await boardRows(page).first().locator('ul > li').allTextContents();
      expect(lines.some((line) => /measurements? ×/.test(line))).toBe(true);
      expect(lines.some((line) => /shares? ×/.test(line))).toBe(true);

      // Another period: still fits, still adds up.
      await page.getByRole('tab', { name: 'All time' }).click();
      await page.waitForURL(/period=ALL_TIME/);
      await page.getByText('Every point since the start.').waitFor();
      await expectWellFormed(page, `/scorer all time on a phone (${brand.name})`);
      for (const row of await totalsAndSums(page)) expect(row.sum).toBe(row.total);
      await page.context().close();
    });
  }

  it('marks no row for a guest', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/scorer`);
    await boardRows(page).first().waitFor();
    expect(await page.locator('[aria-current="true"]').count()).toBe(0);
    await expectWellFormed(page, '/scorer for a guest on a phone');
    await context.close();
  });
});

describe('badges', () => {
  for (const [brand, viewport] of [
    [BRANDS[0]!, PHONE],
    [BRANDS[1]!, PHONE],
    [BRANDS[0]!, DESKTOP],
  ] as const) {
    it(`groups the families and shows progress to the next level (${brand.name}, ${viewport.width} px)`, async () => {
      const page = await stewardPage(brand.origin(server.port), viewport);
      await page.goto(`${brand.origin(server.port)}/account/badges`);
      await page.getByRole('heading', { level: 1, name: 'Badges' }).waitFor();
      const watering = page.getByRole('region', { name: 'Watering' });
      await watering.getByRole('heading', { level: 2, name: 'Watering' }).waitFor();
      expect(await watering.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        'Bronze waterer',
        'Silver waterer',
        'Gold waterer',
      ]);
      // The metal is said in words, not only in colour.
      await watering.getByText('Gold', { exact: true }).waitFor();

      // Every family still to complete shows "N of T …" on its next level, matching its count.
      const bars = page.getByRole('progressbar');
      expect(await bars.count()).toBeGreaterThan(0);
      for (const bar of await bars.all()) {
        const label = await bar.evaluate((element) =>
          (element.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        );
        const [, value, target] = label.match(/(\d+) of (\d+) /) ?? [];
        expect(Number(value)).toBeLessThan(Number(target));
        expect(await bar.getAttribute('aria-valuenow')).toBe(value);
        const family = page.getByRole('region').filter({ has: bar });
        const soFar = await family.getByText(/so far$/).textContent();
        expect(Math.min(Number(soFar!.match(/^(\d+)/)![1]), Number(target))).toBe(Number(value));
      }
      await expectWellFormed(page, `/account/badges (${brand.name}, ${viewport.width} px)`);
      await page.context().close();
    });
  }
});

describe('activity on a desktop', () => {
  it('puts the filters beside a feed that uses the width', async () => {
    const page = await stewardPage(server.url, DESKTOP);
    await page.goto(`${server.url}/activity`);
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const filters = (await page.getByRole('search', { name: 'Activity' }).boundingBox())!;
    const feed = (await page
      .getByText(/actions?$/)
      .first()
      .boundingBox())!;
    // Beside, not above: the feed starts right of the filters, level with them.
    expect(feed.x).toBeGreaterThan(filters.x + filters.width);
    const item = (await page.getByRole('list').filter({ hasText: 'ago' }).first().boundingBox())!;
    expect(item.width).toBeGreaterThan(800);
    await expectWellFormed(page, '/activity at 1280 px');
    await page.context().close();
  });
});
