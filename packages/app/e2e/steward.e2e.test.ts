// What a first-time steward meets around collaborating and deleting (issue 10,
// decisions 0112 and 0113), on a phone in the default brand: /collaborate sends a guest
// to sign in and back, asks before it writes, and says what really happened
// (added, already helping, not found); a collaborator stops helping from the
// thing's settings; deleting lands on "Your things" with one Undo notice that
// brings the thing back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, PHONE, expectWellFormed, journeyBrands } from './checks';
import { signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
let castleStreetId: string;

const PASSWORD = 'Steward-passphrase-1';

const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
  server.graphql<T>(query, variables, token);

/** A new account (through the API), with its token for setting things up. */
async function newSteward(prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(
    0,
    20,
  );
  const data = await gql<{ signUp: { jwtToken: string } }>(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { jwtToken } }`,
    {
      input: {
        name: 'Nia Neighbour',
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
      },
    },
  );
  return { username, token: data.signUp.jwtToken };
}

async function myAccess(thingId: string, token: string) {
  const data = await gql<{ thingById: { myAccess: { isCollaborator: boolean } | null } }>(
    `query ($id: UUID!) { thingById(id: $id) { myAccess { isCollaborator } } }`,
    { id: thingId },
    token,
  );
  return data.thingById.myAccess;
}

beforeAll(async () => {
  server = await startServer({ allowTextOperations: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  const data = await gql<{ allThings: { nodes: Array<{ id: string }> } }>(
    `{ allThings(condition: { search: "Castle Street bee cafe" }) { nodes { id } } }`,
    {},
  );
  castleStreetId = data.allThings.nodes[0]!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** Lets entry animations (dialogs fade in) finish, so axe measures the colours as shown. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

describe.each(journeyBrands('Bloomkeep'))('a first-time steward on a phone ($name)', (brand) => {
  it('collaborates only after confirming, and hears what really happened', async () => {
    const base = brand.origin(server.port);
    const steward = await newSteward('helper');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const collaborate = `/things/${castleStreetId}/collaborate`;

    // Signed out: to sign in, and back.
    await page.goto(`${base}${collaborate}`);
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe(collaborate);
    await signIn(page, steward.username, PASSWORD);

    // Asks first, with the thing's real name; nothing is written yet.
    await heading(page, 'Help look after Castle Street bee cafe?');
    expect(await myAccess(castleStreetId, steward.token)).toBeNull();
    await expectWellFormed(page, `${brand.name}: collaborate confirmation`);

    await page.getByRole('button', { name: 'Yes, help look after it' }).click();
    await heading(page, 'Castle Street bee cafe');
    await page.getByText('Collaborator access added').waitFor();
    expect(await myAccess(castleStreetId, steward.token)).toEqual({ isCollaborator: true });
    await expectWellFormed(page, `${brand.name}: thing page after collaborating`);

    // Again: already helping, and no success notice.
    await page.goto(`${base}${collaborate}`);
    await heading(page, 'You already help look after Castle Street bee cafe');
    expect(await page.getByText('Collaborator access added').count()).toBe(0);
    await expectWellFormed(page, `${brand.name}: already helping`);

    // The collaborator stops helping, from the thing's settings.
    await page.getByRole('link', { name: 'Who looks after it, or stop helping' }).click();
    await heading(page, 'Settings for Castle Street bee cafe');
    await page.getByRole('link', { name: 'Back to Castle Street bee cafe' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Who looks after it' }).waitFor();
    await expectWellFormed(page, `${brand.name}: settings as a collaborator`);
    await page.getByRole('button', { name: 'Stop helping' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Stop helping with Castle Street bee cafe?',
    });
    await dialog.waitFor();
    await settled(page);
    await expectWellFormed(page, `${brand.name}: stop helping confirmation`);
    await dialog.getByRole('button', { name: 'Stop helping' }).click();
    await heading(page, 'Castle Street bee cafe');
    await page.getByText('You no longer help look after Castle Street bee cafe.').waitFor();
    await page.getByRole('button', { name: 'Help look after it' }).waitFor();
    expect(await myAccess(castleStreetId, steward.token)).toBeNull();

    // A thing that does not exist.
    await page.goto(`${base}/things/${randomUUID()}/collaborate`);
    await heading(page, /not found$/);
    await page.getByText('We could not find it').waitFor();
    expect(await page.getByText('Collaborator access added').count()).toBe(0);
    await expectWellFormed(page, `${brand.name}: collaborate on a missing thing`);
    await page.close();
  });

  it('deletes a thing to "Your things" with one Undo notice that restores it', async () => {
    const base = brand.origin(server.port);
    const owner = await newSteward('owner');
    const name = `Slip ${brand.name === 'bee cafe' ? 'bee cafe' : 'planter'} ${Date.now() % 1e5}`;
    const created = await gql<{ createThing: { thing: { id: string } } }>(
      `mutation ($input: CreateThingInput!) { createThing(input: $input) { thing { id } } }`,
      {
        input: { name, isPublic: true, x: -3.6884, y: 50.4331, category: 'BEECAFE' },
      },
      owner.token,
    );
    const thingId = created.createThing.thing.id;
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${base}/signin?next=${encodeURIComponent(`/things/${thingId}/settings`)}`);
    await signIn(page, owner.username, PASSWORD);
    await heading(page, `Settings for ${name}`);
    await expectWellFormed(page, `${brand.name}: settings as the owner`);

    // A notice from earlier on this page must not pile up with the deletion's.
    await page.getByRole('switch', { name: 'Public' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('It is private now.').waitFor();

    await page.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/account/things');
    const notices = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
    const notice = notices.filter({ hasText: `${name} was deleted.` });
    await notice.waitFor();
    expect(await notices.count()).toBe(1);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('link', { name }).count()).toBe(0);
    await expectWellFormed(page, `${brand.name}: Your things after deleting`);

    // Gone for everyone at once.
    const hidden = await gql<{ thingById: unknown }>(
      `query ($id: UUID!) { thingById(id: $id) { id } }`,
      { id: thingId },
    );
    expect(hidden.thingById).toBeNull();

    await notice.getByRole('button', { name: 'Undo' }).click();
    await heading(page, name);
    await page.getByText(`${name} is back.`).waitFor();
    await expectWellFormed(page, `${brand.name}: thing restored`);
    await page.goto(`${base}/account/things`);
    await page.getByRole('link', { name }).waitFor();
    await page.close();
  });
});
