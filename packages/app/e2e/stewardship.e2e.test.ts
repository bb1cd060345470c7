// The stewardship journey of issue 5 in Chromium against the real server: a new
// user registers a thing with a photo, finds it in search, records a watering,
// sees the badge and the action in the feed; a neighbour collaborates through
// /things/{id}/collaborate and records an action; a stranger cannot edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, expectWellFormed, journeyBrands } from './checks';
import { field, signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

// A valid 4×3 green PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwXlUORww4OQAzzg/xUTK2PQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  // The journey prepares accounts and things through the API with GraphQL text.
  server = await startServer({ allowTextOperations: true });
  // beecafe.localhost is the white-label host (see things.e2e.test.ts).
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
});

/**
 * The journey uses the same words on both hosts: outside the dashboard a thing is named by its
 * category on either host (decision 0115). It walks in the default brand (journeyBrands).
 */
const thing = 'thing';

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signUp(prefix: string): Promise<{ username: string; password: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `${prefix}${stamp}`.slice(0, 20);
  const password = 'Neighbour-passphrase-1';
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { jwtToken } }`,
      variables: {
        input: {
          name: 'Nia Neighbour',
          username,
          email: `${username}@example.com`,
          password,
        },
      },
    }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { username, password };
}

async function signedInPage(
  base: string,
  user: { username: string; password: string },
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await signIn(page, user.username, user.password);
  await page
    .getByRole('button', { name: user.username })
    .or(page.getByText('Nia Neighbour'))
    .first()
    .waitFor();
  return page;
}

async function recordAction(page: Page, type: string, comments: string) {
  await page.getByRole('button', { name: 'Record an action' }).click();
  await page.getByRole('heading', { level: 1, name: /^Record an action for/ }).waitFor();
  await page.getByRole('radio', { name: type }).check({ force: true });
  await field(page, 'Comments').fill(comments);
  await page.getByRole('button', { name: 'Record action' }).click();
}

describe.each(journeyBrands('Bloomkeep'))('stewardship journey ($name)', (brand) => {
  it('registers a thing with a photo, waters it, earns a badge; a neighbour helps; a stranger cannot edit; the owner deletes it', async () => {
    const base = brand.origin(server.port);
    const maker = await signUp('maker');
    const page = await signedInPage(base, maker);
    const thingName = `Station Road planter ${Date.now().toString(36)}`;

    // 1. Register a thing with a photo.
    await page.goto(`${base}/things/new`);
    await page.getByRole('heading', { level: 1, name: `Register a ${thing}` }).waitFor();
    await field(page, 'Name').fill(thingName);
    await field(page, 'Description').fill('Half barrel of lavender by the bus stop.');
    await page.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Planter' }).click();
    await page.getByRole('textbox', { name: 'Latitude' }).fill('50.4312');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('-3.6861');
    await page.getByRole('textbox', { name: 'Longitude' }).blur();
    // A text file is refused in the form, with the server's wording.
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await page.getByText('Only JPEG, PNG and WebP images can be uploaded').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'planter.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'Chosen photo planter.png' }).waitFor();
    await expectWellFormed(page, 'the new-thing form, filled in');
    await page.getByRole('button', { name: `Register ${thing}` }).click();
    await page.getByRole('heading', { level: 1, name: thingName }).waitFor();
    const thingPath = new URL(page.url()).pathname;
    expect(thingPath).toMatch(/^\/things\/[0-9a-f-]{36}$/);
    const photo = page.getByRole('img', { name: `Photo of ${thingName}` });
    await photo.waitFor().catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/e2e-photo.png', fullPage: true });
      throw error;
    });
    expect(await photo.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]{36}\.webp$/);
    await page.getByText('You own this planter.').waitFor();
    await expectWellFormed(page, 'the new thing’s page');

    // 2. Find it in search.
    await page.goto(`${base}/things/search`);
    await page.getByRole('searchbox', { name: `Search ${thing}s` }).fill(thingName);
    // The list narrows to the one match (the search runs on the server).
    await page.getByText(`Showing 1 of 1 ${thing}`, { exact: true }).waitFor();
    await page.getByRole('heading', { name: thingName, exact: true }).waitFor();
    await expectWellFormed(page, 'search narrowed to one match');
    await page
      .getByRole('link', { name: new RegExp(thingName) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: thingName }).waitFor();

    // 3. Record a watering; 4. the badge is announced and shown, the action is in the feed.
    await recordAction(page, 'Watering', 'Soaked it after the kite festival');
    await page.getByText('You earned a badge: Bronze waterer').waitFor();
    await page.getByRole('heading', { level: 1, name: thingName }).waitFor();
    await page.getByText('Soaked it after the kite festival', { exact: true }).waitFor();
    await expectWellFormed(page, 'the thing page after a watering and a badge');
    await page.goto(`${base}/account/badges`);
    await page.getByText('Bronze waterer').first().waitFor();
    await expectWellFormed(page, 'the badges page with a badge');
    await page.goto(`${base}/activity`);
    await page.getByRole('searchbox').fill('kite festival');
    await page.getByText('Soaked it after the kite festival', { exact: true }).waitFor();
    await page.getByRole('link', { name: thingName }).first().waitFor();
    await expectWellFormed(page, 'the activity feed, filtered');

    // 5. A neighbour collaborates through the link and records an action.
    const neighbour = await signUp('helper');
    const helperPage = await signedInPage(base, neighbour);
    await helperPage.goto(`${base}${thingPath}/collaborate`);
    // Nothing is written until the neighbour says yes (decision 0112).
    await helperPage.getByRole('heading', { name: `Help look after ${thingName}?` }).waitFor();
    await expectWellFormed(helperPage, 'the collaborate question');
    await helperPage.getByRole('button', { name: 'Yes, help look after it' }).click();
    await helperPage.getByText('Collaborator access added').waitFor();
    await helperPage.waitForURL(`${base}${thingPath}`);
    await helperPage.getByRole('heading', { level: 1, name: thingName }).waitFor();
    await helperPage.getByText('You help look after this planter.').waitFor();
    await expectWellFormed(helperPage, 'the thing page of a new collaborator');
    await recordAction(helperPage, 'Upkeep', 'Deadheaded the lavender by the kiosk');
    await helperPage.getByText('Deadheaded the lavender by the kiosk', { exact: true }).waitFor();
    // Collaborators record actions but cannot edit; settings (helpers, "Stop helping") are theirs too.
    expect(await helperPage.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await helperPage.getByRole('button', { name: 'Settings' }).waitFor();
    await expectWellFormed(helperPage, 'the thing page after the collaborator’s action');

    // 6. A stranger sees no owner controls and is sent back from the edit page.
    const stranger = await signUp('stranger');
    const strangerPage = await signedInPage(base, stranger);
    await strangerPage.goto(`${base}${thingPath}`);
    await strangerPage.getByRole('heading', { level: 1, name: thingName }).waitFor();
    expect(await strangerPage.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await strangerPage.getByRole('button', { name: 'Record an action' }).count()).toBe(0);
    await expectWellFormed(strangerPage, 'the thing page for a stranger');
    await strangerPage.goto(`${base}${thingPath}/edit`);
    await strangerPage.waitForURL(`${base}${thingPath}`);
    await strangerPage.getByRole('heading', { level: 1, name: thingName }).waitFor();

    // 7. The owner deletes it from the settings page, after confirming.
    await page.goto(`${base}${thingPath}/settings`);
    await page.getByRole('button', { name: 'Delete planter' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${thingName}?` });
    // Deleting can be undone for a while (decision 0113): the owner lands on their things.
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`${thingName} was deleted.`).waitFor();
    await page.waitForURL(`${base}/account/things`);
    await expectWellFormed(page, 'your things after deleting');
    await page.goto(`${base}${thingPath}`);
    await page
      .getByRole('heading', {
        level: 1,
        name: `${thing[0]!.toUpperCase()}${thing.slice(1)} not found`,
      })
      .waitFor();
    await expectWellFormed(page, 'the page of a deleted thing');

    for (const open of [page, helperPage, strangerPage]) await open.context().close();
  });
});
