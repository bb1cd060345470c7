// The rainfall page (issue 12), on a phone in the default brand, against a local fake of the
// Environment Agency in its real wire format (the server's own, packages/server/src/
// integrations/ea/fake.ts): a demo gauge near Totnes with its chart, totals, age and the EA's
// attribution, then one of the things nearest to it; and a gauge the server has not cached
// yet, which the page asks for and shows once the job has fetched it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  demoRainfall,
  rainfallMeasureId,
  startEaFake,
  type EaFake,
} from '../../server/src/integrations/ea/fake.ts';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, PHONE, expectWellFormed, journeyBrands } from './checks';
import { cacheRainGauge, startServer, type RunningServer } from './server';

const ATTRIBUTION = 'This uses Environment Agency rainfall data from the real-time data API (Beta)';

/** A gauge far from every demo thing, so no area refresh caches it: only a visitor's ask does. */
const FAR = { id: 'E2E77', label: 'Keswick' };

let ea: EaFake;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const now = new Date();
  const demo = demoRainfall({ now, days: 30 });
  const totnes = demo.stations.find((station) => station.id === '50108')!;
  const far = {
    ...totnes,
    ...FAR,
    reference: FAR.id,
    notation: FAR.id,
    town: 'Keswick',
    gridReference: 'NY2660023400',
    latitude: 54.6,
    longitude: -3.13,
    measures: totnes.measures.map((measure) => ({ ...measure, id: rainfallMeasureId(FAR.id) })),
  };
  const farReadings = demo.readings
    .filter((reading) => reading.measureId === rainfallMeasureId('50108'))
    .map((reading) => ({ ...reading, measureId: rainfallMeasureId(FAR.id) }));
  ea = await startEaFake({
    now,
    stations: [...demo.stations, far],
    readings: [...demo.readings, ...farReadings],
  });
  // With EA_ROOT the server fills its cache by jobs, as in production.
  server = await startServer({ allowTextOperations: true, env: { EA_ROOT: ea.url } });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  await cacheRainGauge(server, '50108');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ea?.close();
});

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

describe.each(journeyBrands('Bloomkeep'))('a rain gauge on a phone ($name)', (brand) => {
  it('shows its rain, totals, age and the EA attribution, and leads to a thing nearby', async () => {
    const base = brand.origin(server.port);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();

    await page.goto(`${base}/rainfall/50108`);
    await heading(page, 'Totnes rain gauge');
    const about = page.getByRole('region', { name: 'About this rain gauge' });
    await about.getByText('SX8050060400').waitFor();
    await page.getByText(ATTRIBUTION).waitFor();
    await page.getByText(/^Updated (just now|\d+ minutes? ago)\./).waitFor();

    const totals = page.getByRole('list', { name: 'Rain totals' }).getByRole('listitem');
    expect(await totals.allTextContents()).toEqual([
      expect.stringMatching(/^\d+\.\d mm in the last 24 hours$/),
      expect.stringMatching(/^\d+\.\d mm in the last 7 days$/),
      expect.stringMatching(/^\d+\.\d mm in the last 30 days$/),
    ]);

    // The chart draws, and speaks in millimetres of rain.
    const chart = page.getByRole('region', { name: /^Rain every 15 minutes at Totnes/ });
    await chart.locator('canvas').first().waitFor();
    await expect(chart.getByTestId('sensor-chart-readout').textContent()).resolves.toMatch(
      /^Latest: .* — \d+(\.\d)? mm of rain$/,
    );
    // The accessible alternative: the same readings as a table (switched by keyboard).
    await chart.getByRole('switch', { name: 'Show as table' }).focus();
    await page.keyboard.press('Space');
    await chart.getByRole('columnheader', { name: 'Rain' }).waitFor();
    await page.locator('[data-map-ready="true"], [data-map-status="failed"]').first().waitFor();
    await expectWellFormed(page, `${brand.name}: the rainfall page`);

    const nearest = page.getByRole('list', { name: 'Things nearest to this rain gauge' });
    const link = nearest.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/things\/[0-9a-f-]{36}$/);
    await link.click();
    await page.waitForURL(`${base}${href}`);
    const thingHeading = page.getByRole('heading', { level: 1 });
    await thingHeading.waitFor();
    expect(await thingHeading.textContent()).not.toMatch(/not found/i);
    await context.close();
  });
});

describe('a rain gauge the server has not cached yet', () => {
  it('is asked for from the EA, and shown once the job has fetched it', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${BRANDS[0]!.origin(server.port)}/rainfall/${FAR.id}`);
    await page.getByText('Fetching this station’s readings from the Environment Agency…').waitFor();
    await expectWellFormed(page, 'the rainfall page while it fetches');
    await heading(page, 'Keswick rain gauge');
    await page.getByText(ATTRIBUTION).waitFor();
    await page.getByRole('list', { name: 'Rain totals' }).waitFor();
    await page.getByText(/No things are registered within 25 km/).waitFor();
    expect(ea.requests.some((request) => request.path.endsWith(`/stations/${FAR.id}`))).toBe(true);
    await context.close();
  });
});
