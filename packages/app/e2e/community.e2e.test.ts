// People and the community page (issue 13, decision 0140) in Chromium against the real
// server and its demo data: a guest's /community (groups near Totnes, the month's board,
// a sign-in prompt instead of people), a steward's (their groups, people near them, where
// to invite), the /users search, a profile, and an administrator adding a user who then
// gets the e-mail. /community and a profile fit a phone and a desktop in both brands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, DESKTOP, PHONE, expectWellFormed } from './checks';
import { field, signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ devMailbox: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAs(
  origin: string,
  viewport: { width: number; height: number },
  credentials?: [string, string],
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (credentials) {
    await page.goto(`${origin}/signin`);
    await signIn(page, ...credentials);
    await page.waitForURL(`${origin}/`);
  }
  return { page, close: () => context.close() };
}

describe('the community page', () => {
  it('shows a guest groups near Totnes and the month’s board, and asks them to sign in for people', async () => {
    const { page, close } = await openAs(server.url, DESKTOP);
    await page.goto(`${server.url}/community`);
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    const near = page.getByRole('list', { name: 'Groups near you' });
    await near.getByRole('link', { name: /Friends of Vire Island/ }).waitFor();
    // The private group is not shown to guests.
    await expect(near.getByText('Leechwell nest box watch').count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'Sign in to meet your neighbours' }).waitFor();
    const board = page.getByRole('list', { name: 'Most active this month' });
    await expect(board.getByRole('link').count()).resolves.toBe(0);
    await expect(board.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await close();
  });

  it('shows a steward their groups, people near them and where to invite someone', async () => {
    const { page, close } = await openAs(server.url, DESKTOP, [
      'stewardsam',
      'Bloomkeep-steward-1',
    ]);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Community' }).click();
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    const mine = page.getByRole('list', { name: 'Your groups' });
    await mine.getByRole('link', { name: /Leechwell nest box watch/ }).waitFor();
    await mine.getByRole('link', { name: /Friends of Vire Island/ }).waitFor();
    const people = page.getByRole('list', { name: 'People near you' });
    await people.getByRole('link', { name: /Olu Organiser/ }).waitFor();
    // Not themself.
    await expect(people.getByText('@stewardsam').count()).resolves.toBe(0);
    await page
      .getByRole('list', { name: 'Invite someone' })
      .getByRole('link', { name: 'Invite to Leechwell nest box watch' })
      .waitFor();
    await expectWellFormed(page, '/community signed in');
    await close();
  });
});

describe('people', () => {
  it('finds a neighbour by search and opens their profile', async () => {
    const { page, close } = await openAs(server.url, DESKTOP, [
      'stewardsam',
      'Bloomkeep-steward-1',
    ]);
    await page.goto(`${server.url}/users`);
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search people' }).fill('organiser');
    await page.waitForURL(/\/users\?q=organiser$/);
    const list = page.getByRole('region', { name: 'People' });
    await list.getByRole('link', { name: /Olu Organiser/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Olu Organiser' }).waitFor();
    await page.getByText('@organiserolu', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Badges' }).waitFor();
    // A private group shows because Sam belongs to it too.
    const groups = page.getByRole('list', { name: 'Groups Olu Organiser belongs to' });
    await groups.getByRole('link', { name: /Leechwell nest box watch/ }).waitFor();
    await expectWellFormed(page, 'a profile');

    await page.goto(`${server.url}/users/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Person not found' }).waitFor();
    await close();
  });

  it('gives guests the same sign-in prompt for any profile', async () => {
    const { page, close } = await openAs(server.url, PHONE);
    await page.goto(`${server.url}/users/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Sign in to meet your neighbours' }).waitFor();
    await page.goto(`${server.url}/users`);
    await page.getByRole('heading', { name: 'Sign in to meet your neighbours' }).waitFor();
    await close();
  });

  it('lets an administrator add a user, who is e-mailed', async () => {
    const { page, close } = await openAs(server.url, DESKTOP, ['admin', 'Bloomkeep-admin-1']);
    await page.goto(`${server.url}/users/new`);
    await page.getByRole('heading', { level: 1, name: 'Add a user' }).waitFor();
    // A username that is taken: the §8 message with the reason.
    await field(page, 'Name').fill('Robin Walker');
    await field(page, 'Username').fill('stewardsam');
    await field(page, 'E-mail').fill('robin.walker@bloomkeep.example');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page
      .getByRole('alert')
      .getByText('Failed to create user: Username already exists')
      .waitFor();

    await field(page, 'Username').fill('robin_walker');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('heading', { level: 1, name: 'User added' }).waitFor();
    await page.getByText(/We have e-mailed robin\.walker@bloomkeep\.example a link/).waitFor();
    const deadline = Date.now() + 30_000;
    for (;;) {
      const mails = (await (await fetch(`${server.url}/dev/mailbox`)).json()) as { to: string }[];
      if (mails.some((mail) => mail.to === 'robin.walker@bloomkeep.example')) break;
      if (Date.now() > deadline) throw new Error('No e-mail for the new user');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await page.getByRole('link', { name: 'See their profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Robin Walker' }).waitFor();
    await close();
  });

  it('sends a steward away from /users/new', async () => {
    const { page, close } = await openAs(server.url, DESKTOP, [
      'stewardsam',
      'Bloomkeep-steward-1',
    ]);
    await page.goto(`${server.url}/users/new`);
    await page.waitForURL(`${server.url}/`);
    await close();
  });
});

describe('the pages fit', () => {
  for (const brand of BRANDS) {
    for (const [size, viewport] of [
      ['a phone', PHONE],
      ['a desktop', DESKTOP],
    ] as const) {
      it(`${size} (${brand.name})`, async () => {
        const origin = brand.origin(server.port);
        const { page, close } = await openAs(origin, viewport, [
          'organiserolu',
          'Bloomkeep-organiser-1',
        ]);
        await page.goto(`${origin}/community`);
        await page.getByRole('list', { name: 'People near you' }).waitFor();
        await expectWellFormed(page, `/community on ${size} (${brand.name})`);
        await page.getByRole('list', { name: 'People near you' }).getByRole('link').first().click();
        await page.getByRole('heading', { name: 'Recent actions' }).waitFor();
        await expectWellFormed(page, `a profile on ${size} (${brand.name})`);
        await close();
      });
    }
  }
});
