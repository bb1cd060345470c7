// The map journey of issue 12 in the bee cafe brand: open /map, toggle overlays (kept in the
// address and restored by a reload), find a seeded thing through "Show as list", click empty
// map as a guest, sign in and come back to the create dialog at the same point, create a
// thing there, then open a rain gauge from the map and see its chart and the EA's credit.
// The test build pins the offline base style (decision 0133), so every run draws the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, DESKTOP, PHONE, expectWellFormed, journeyBrands } from './checks';
import { field, signIn } from './pages';
import { startEaFake, type EaFake } from '../../server/src/integrations/ea/fake.ts';
import { cacheRainGauge, startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
let ea: EaFake;

beforeAll(async () => {
  // The Environment Agency is the local fake in its real wire format, with demo rain at the
  // Totnes gauge; the server caches it by its own jobs, as in production.
  ea = await startEaFake();
  server = await startServer({ allowTextOperations: true, env: { EA_ROOT: ea.url } });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  await cacheRainGauge(server, '50108');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ea?.close();
});

/** Waits until the map has drawn everything it was given. */
async function mapReady(page: Page) {
  await page.locator('[data-map-ready="true"]').first().waitFor({ timeout: 30_000 });
}

/** Flips a switch of the layer panel as a keyboard user would. */
async function toggle(page: Page, name: string) {
  const control = page.getByRole('switch', { name });
  const was = await control.isChecked();
  // The panel takes focus as it opens; press once the switch really has it.
  await expect
    .poll(async () => {
      await control.focus();
      return control.evaluate((element) => element === document.activeElement);
    })
    .toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => control.isChecked()).toBe(!was);
}

function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

describe.each(journeyBrands('bee cafe'))('the map on the $name host', (brand) => {
  it('keeps overlays in the address, lists what is in view, and creates a thing where a guest clicked', async () => {
    const origin = brand.origin(server.port);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();

    await page.goto(`${origin}/map`);
    await page.getByRole('heading', { level: 1, name: 'Map' }).waitFor();
    await mapReady(page);
    await expectWellFormed(page, `${brand.name} /map`);

    // Overlays: B-Lines on, devices off. Each toggle is in the address…
    await page.getByRole('button', { name: 'Layers' }).click();
    await toggle(page, 'B-Lines (pollinator corridors)');
    await page.waitForURL(/overlays=/);
    await toggle(page, 'All devices');
    // The bee cafe host's map keeps to bee cafes, as its dashboard does.
    const shown = brand.name === 'bee cafe' ? 'beeCafe' : 'things';
    await expect.poll(() => search(page).get('overlays')).toBe(`${shown},bLines,rainfallStations`);
    await page.keyboard.press('Escape');

    // …and a reload restores them.
    await page.reload();
    await mapReady(page);
    await page.getByRole('button', { name: 'Layers' }).click();
    await expect(
      page.getByRole('switch', { name: 'B-Lines (pollinator corridors)' }).isChecked(),
    ).resolves.toBe(true);
    await expect(page.getByRole('switch', { name: 'All devices' }).isChecked()).resolves.toBe(
      false,
    );
    await page.keyboard.press('Escape');

    // "Show as list": the seeded bee cafe by Totnes castle is in view, with its distance.
    await page.getByRole('button', { name: 'Show as list' }).click();
    const listed = page.locator('#map-list').getByRole('link', { name: 'Castle Street bee cafe' });
    await listed.waitFor();
    await expect(
      page
        .locator('#map-list')
        .getByText(/\d+ m away|\d+\.\d km away/)
        .count(),
    ).resolves.toBeGreaterThan(0);
    await listed.click();
    await page.waitForURL(/\/things\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Castle Street bee cafe' }).waitFor();

    // A guest clicks an empty spot (nothing is registered out on this hillside).
    // Each host its own spot: the other host's run leaves a new thing at its own.
    const spot =
      brand.name === 'bee cafe' ? 'lng=-3.64000&lat=50.47000' : 'lng=-3.65000&lat=50.46000';
    await page.goto(`${origin}/map?overlays=things&${spot}&z=16.00`);
    await mapReady(page);
    const map = page.getByRole('group', { name: /^Map of/ });
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Add something here?' });
    await dialog.waitFor();
    const at = (await dialog.getByText(/^At -?\d+\.\d{5}, -?\d+\.\d{5}/).textContent())!;
    const point = search(page).get('create')!;
    expect(point).toMatch(/^-3\.6\d+,50\.4\d+$/);
    await dialog.getByRole('button', { name: 'Sign in to create here' }).click();

    // Signing in comes back to the same map with the dialog open at the same point.
    await page.waitForURL(/\/signin\?next=/);
    await signIn(page, 'stewardsam', 'Bloomkeep-steward-1');
    await page.waitForURL(/\/map\?/);
    expect(search(page).get('create')).toBe(point);
    await dialog.waitFor();
    await expect(dialog.getByText(at).count()).resolves.toBe(1);

    const noun = brand.name === 'bee cafe' ? 'bee cafe' : 'thing';
    await dialog.getByRole('button', { name: `Create a ${noun} here` }).click();
    await page.waitForURL(/\/things\/new\?/);
    const [longitude, latitude] = point.split(',').map(Number) as [number, number];
    await expect(page.getByRole('textbox', { name: /^Latitude/ }).inputValue()).resolves.toBe(
      latitude.toFixed(5),
    );
    await expect(page.getByRole('textbox', { name: /^Longitude/ }).inputValue()).resolves.toBe(
      longitude.toFixed(5),
    );
    const name = `Hillside ${noun} ${Date.now().toString(36)}`;
    await field(page, 'Name').fill(name);
    if (brand.name !== 'bee cafe') {
      await page.getByRole('button', { name: /Category/ }).click();
      await page.getByRole('option', { name: 'Flower bed' }).click();
    }
    await page
      .getByRole('button', {
        name: `Register ${noun}`,
      })
      .click();
    await page.waitForURL(/\/things\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // The new thing is on the map where it was asked for.
    await page.goto(`${origin}/map?overlays=things&lng=${longitude}&lat=${latitude}&z=17.00`);
    await mapReady(page);
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor({ state: 'attached' });
    await context.close();
  });

  it('opens a rain gauge from the map: its chart and the Environment Agency credit', async () => {
    const origin = brand.origin(server.port);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${origin}/map?overlays=rainfallStations&lng=-3.68600&lat=50.43200&z=13.00`);
    await mapReady(page);
    await expectWellFormed(page, `${brand.name} /map with rain gauges on a phone`);

    // The gauge is a point the keyboard reaches; Enter opens its page.
    const gauge = page.getByRole('button', { name: /^Totnes, rain gauge/i });
    await gauge.focus();
    await page.getByTestId('map-point-card').getByText('Totnes', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rainfall\/50108$/);
    await page.getByRole('heading', { level: 1, name: /Totnes/ }).waitFor();
    await page
      .getByText(/Environment Agency/)
      .first()
      .waitFor();
    await page
      .getByText(/mm in the last 7 days/)
      .first()
      .waitFor();
    await expectWellFormed(page, `${brand.name} /rainfall/50108 on a phone`);
    await context.close();
  });
});
