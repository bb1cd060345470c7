// The devices area (issue 11), on a phone in the default brand: a steward registers a private
// device linked to one of their things, finds it on /devices and /account/devices,
// changes its hydration levels, and deletes it; meanwhile a stranger in another browser
// context sees no trace of it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, PHONE, expectWellFormed, journeyBrands } from './checks';
import { field, signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** Lets entry animations (dialogs, toasts) finish, so axe measures the colours as shown. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

describe.each(journeyBrands('Bloomkeep'))(
  'a steward with a new soil sensor, on a phone ($name)',
  (brand) => {
    it('registers, links, finds, edits and deletes it; a stranger never sees it', async () => {
      const base = brand.origin(server.port);
      const suffix = randomBytes(4).toString('hex');
      const name = `Castle bed probe ${suffix}`;
      const deviceId = `eui-e2e${suffix}`;

      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();

      // Adding a device needs an account: to sign in, and back.
      await page.goto(`${base}/devices/new`);
      await page.waitForURL((url) => url.pathname === '/signin');
      await signIn(page, 'stewardsam', 'Bloomkeep-steward-1');
      await heading(page, 'Add a device');
      await expectWellFormed(page, `${brand.name}: the new device form`);

      await page.getByRole('button', { name: /Model/ }).click();
      await page.getByRole('option', { name: /^LSE01/ }).click();
      await field(page, 'Name').fill(name);
      await field(page, 'Device id').fill(deviceId);
      // By keyboard, as a keyboard user would switch it.
      await page.getByRole('switch', { name: 'Public' }).focus();
      await page.keyboard.press('Space');
      expect(await page.getByRole('switch', { name: 'Public' }).isChecked()).toBe(false);
      await page.getByRole('textbox', { name: 'Latitude' }).fill('50.4331');
      await page.getByRole('textbox', { name: 'Longitude' }).fill('-3.6884');
      const linkedThing = page.getByRole('combobox', { name: /^Linked thing/ });
      await linkedThing.click();
      await linkedThing.pressSequentially('Castle Street');
      await page.getByRole('option', { name: 'Castle Street bee cafe' }).click();
      await page.getByRole('button', { name: 'Add device' }).click();

      // Its page: private, linked to the thing, owned by Sam, no readings yet.
      await heading(page, name);
      const devicePath = new URL(page.url()).pathname;
      expect(devicePath).toMatch(/^\/devices\/[0-9a-f-]{36}$/);
      await page.getByRole('link', { name: 'Castle Street bee cafe' }).first().waitFor();
      await page.getByText('Sam Steward (@stewardsam)').waitFor();
      await page.getByRole('heading', { level: 2, name: 'No readings yet' }).waitFor();
      await expectWellFormed(page, `${brand.name}: the device page for its owner`);

      // On /devices (tiles by default) and on the account's devices.
      await page.goto(`${base}/devices`);
      await heading(page, 'Devices');
      await page.getByRole('searchbox', { name: 'Search devices' }).fill(suffix);
      await page.getByRole('link', { name }).first().waitFor();
      await page.getByText('1 device matches the filters').waitFor();
      await expectWellFormed(page, `${brand.name}: the devices list, searched`);
      await page.goto(`${base}/account/devices`);
      await heading(page, 'Devices');
      await page.getByRole('link', { name }).waitFor();
      await expectWellFormed(page, `${brand.name}: the account's devices`);

      // A stranger (a guest in another context) finds neither the page nor the list entry.
      const stranger = await browser.newContext({ viewport: PHONE });
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`${base}${devicePath}`);
      await heading(strangerPage, 'Device not found');
      await expectWellFormed(strangerPage, `${brand.name}: a private device for a stranger`);
      await strangerPage.goto(`${base}/devices`);
      await heading(strangerPage, 'Devices');
      await strangerPage
        .getByRole('status')
        .filter({ hasText: /devices?$/ })
        .first()
        .waitFor();
      expect(await strangerPage.locator('main').innerText()).not.toContain(name);
      await expectWellFormed(strangerPage, `${brand.name}: the devices list for a stranger`);
      // Nor may they open its edit page: to sign in first.
      await strangerPage.goto(`${base}${devicePath}/edit`);
      await strangerPage.waitForURL((url) => url.pathname === '/signin');
      await stranger.close();

      // The owner changes the hydration levels.
      await page.goto(`${base}${devicePath}/edit`);
      await heading(page, `Edit ${name}`);
      await expectWellFormed(page, `${brand.name}: the edit form`);
      const needsWater = page.getByRole('textbox', { name: 'Needs water up to' });
      await needsWater.fill('35');
      await needsWater.blur();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await heading(page, name);
      await page.getByText(/Needs water up to 35 %/).waitFor();

      // And deletes the device, after confirming.
      await page.goto(`${base}${devicePath}/settings`);
      await heading(page, `Settings for ${name}`);
      await expectWellFormed(page, `${brand.name}: the device settings`);
      await page.getByRole('button', { name: 'Delete device' }).click();
      const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
      await dialog.waitFor();
      await settled(page);
      await expectWellFormed(page, `${brand.name}: confirming the deletion`);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL((url) => url.pathname === '/account/devices');
      await page.getByText(`${name} is deleted.`).waitFor();
      await heading(page, 'Devices');
      expect(await page.getByRole('link', { name }).count()).toBe(0);
      await settled(page);
      await expectWellFormed(page, `${brand.name}: the account's devices after deleting`);
      await context.close();
    });
  },
);
