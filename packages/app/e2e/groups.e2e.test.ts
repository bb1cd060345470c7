// Groups (issue 13, decision 0139) in Chromium, in both brands: an owner creates a group
// and finds it in /groups, shares a thing with it; a neighbour joins through the
// membership link (sign in first, then asked, then "Group joined"), shows among the
// thing's stewards, is kept out of the group's settings, and leaves. Phone and desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, DESKTOP, PHONE, expectWellFormed } from './checks';
import { field, signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

const PASSWORD = 'Group-passphrase-1';

const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
  server.graphql<T>(query, variables, token);

/** A new account (through the API), with its token for setting things up. */
async function newNeighbour(prefix: string, name: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(
    0,
    20,
  );
  const data = await gql<{ signUp: { jwtToken: string } }>(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { jwtToken } }`,
    { input: { name, username, email: `${username}@example.com`, password: PASSWORD } },
  );
  return { username, name, token: data.signUp.jwtToken };
}

beforeAll(async () => {
  server = await startServer({ allowTextOperations: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** Lets entry animations (dialogs fade in) finish, so axe measures the colours as shown. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

describe.each(BRANDS)('groups ($name)', (brand) => {
  it('are created, shared with, joined through the link and left', async () => {
    const base = brand.origin(server.port);
    const stamp = `${Date.now() % 1e6}`;
    const groupName = `Allotment friends ${brand.name === 'bee cafe' ? 'bees' : 'beds'} ${stamp}`;
    const owner = await newNeighbour('gowner', 'Gwen Group-owner');
    const neighbour = await newNeighbour('gjoin', 'Jo Joiner');
    const thingName = `Shared planter ${stamp}`;
    const created = await gql<{ createThing: { thing: { id: string } } }>(
      `mutation ($input: CreateThingInput!) { createThing(input: $input) { thing { id } } }`,
      { input: { name: thingName, isPublic: true, x: -3.6851, y: 50.4322, category: 'PLANTER' } },
      owner.token,
    );
    const thingId = created.createThing.thing.id;

    // The owner creates the group on a desktop and lands on it.
    const ownerContext = await browser.newContext({ viewport: DESKTOP });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${base}/groups/new`);
    await ownerPage.waitForURL((url) => url.pathname === '/signin');
    await signIn(ownerPage, owner.username, PASSWORD);
    await heading(ownerPage, 'Create a group');
    await expectWellFormed(ownerPage, `${brand.name}: new group form`);
    await field(ownerPage, 'Name').fill(groupName);
    await field(ownerPage, 'Description').fill('We water the beds on Saturdays.');
    await ownerPage.getByRole('button', { name: 'Create group' }).click();
    await heading(ownerPage, groupName);
    const groupPath = new URL(ownerPage.url()).pathname;
    expect(groupPath).toMatch(/^\/groups\/allotment-friends-/);
    await ownerPage.getByText('You own this group.').waitFor();
    await expectWellFormed(ownerPage, `${brand.name}: the new group's page`);

    // It is in /groups, as a tile.
    await ownerPage.goto(`${base}/groups`);
    await heading(ownerPage, 'Groups');
    await ownerPage
      .getByRole('list', { name: 'Groups' })
      .getByRole('link', { name: groupName })
      .waitFor();
    await expectWellFormed(ownerPage, `${brand.name}: /groups on a desktop`);

    // The owner shares a thing with it from the thing's settings.
    await ownerPage.goto(`${base}/things/${thingId}/settings`);
    await heading(ownerPage, `Settings for ${thingName}`);
    await ownerPage.getByRole('button', { name: /Share with a group/ }).click();
    await ownerPage.getByRole('option', { name: groupName }).click();
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    await ownerPage
      .getByText(`Shared with ${groupName}: its members help look after it.`)
      .waitFor();
    await ownerPage
      .getByRole('list', { name: `Groups that look after ${thingName}` })
      .getByRole('link', { name: groupName })
      .waitFor();
    await expectWellFormed(ownerPage, `${brand.name}: thing settings with a group`);

    // A neighbour follows the membership link on a phone: sign in, asked, joined.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${base}${groupPath}/membership`);
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${groupPath}/membership`);
    await signIn(page, neighbour.username, PASSWORD);
    await heading(page, `Join ${groupName}?`);
    await expectWellFormed(page, `${brand.name}: join confirmation`);
    await page.getByRole('button', { name: 'Yes, join the group' }).click();
    await page.waitForURL((url) => url.pathname === groupPath);
    await heading(page, groupName);
    await page.getByText('Group joined').waitFor();
    expect(new URL(page.url()).pathname).toBe(groupPath);
    await page
      .getByRole('list', { name: `Things ${groupName} looks after` })
      .getByRole('link', { name: thingName })
      .waitFor();
    await expectWellFormed(page, `${brand.name}: group page as a new member`);

    // The thing's stewards now include the neighbour, through the group.
    await ownerPage.reload();
    await ownerPage
      .getByRole('listitem')
      .filter({ hasText: neighbour.name })
      .getByText('Member of')
      .waitFor();

    // The owner's settings list them, with the owner's buttons.
    await ownerPage.goto(`${base}${groupPath}/settings`);
    await heading(ownerPage, `Settings for ${groupName}`);
    await ownerPage.getByRole('button', { name: `Make owner: ${neighbour.name}` }).waitFor();
    await expectWellFormed(ownerPage, `${brand.name}: group settings as the owner`);

    // The group's settings are the owners': the neighbour lands on the group page.
    await page.goto(`${base}${groupPath}/settings`);
    await page.waitForURL((url) => url.pathname === groupPath);
    await heading(page, groupName);
    expect(new URL(page.url()).pathname).toBe(groupPath);

    // The neighbour leaves.
    await page.getByRole('button', { name: 'Leave group' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Leave ${groupName}?` });
    await dialog.waitFor();
    await settled(page);
    await expectWellFormed(page, `${brand.name}: leave confirmation`);
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByText(`You left ${groupName}.`).waitFor();
    await page.getByRole('button', { name: 'Join group' }).waitFor();

    // /groups on a phone.
    await page.goto(`${base}/groups`);
    await heading(page, 'Groups');
    await page.getByRole('link', { name: groupName }).waitFor();
    await expectWellFormed(page, `${brand.name}: /groups on a phone`);
    await context.close();
    await ownerContext.close();
  });
});
