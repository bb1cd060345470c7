// Issue 10, accounts: what a first-time steward meets from registering to signing in
// again, on a phone in the bee cafe brand. One name rule for sign-up and profile (a long
// real name, initials with dots), a passphrase mismatch that the first press after
// the fix submits, a clear next step after verifying, sign-in with an e-mail
// address, guests sent from /admin to sign in, the themed 404 link, and a
// production app that never asks for the development mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, PHONE, expectWellFormed, journeyBrands } from './checks';
import { field } from './pages';
import { mailedPath } from './mailbox';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Production as shipped. DEV_MAILBOX=1 keeps e-mail readable for the test (through
  // Node, not the page): the app must not ask for the mailbox even so.
  server = await startServer({ devMailbox: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone-sized context that records every request for the development mailbox. */
async function phone(mailboxRequests: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/dev/mailbox'))
      mailboxRequests.push(request.url());
  });
  return { context, page: await context.newPage() };
}

async function toast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}

/** Colour and weight of an element, to compare link styles. */
function linkStyle(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, fontWeight: style.fontWeight };
  });
}

describe.each(journeyBrands('bee cafe'))('accounts on a phone, $name brand', (brand) => {
  const origin = () => brand.origin(server.port);

  it('registers a long real name, fixes a mismatch, saves the profile, verifies and signs in by e-mail', async () => {
    const stamp = `${Date.now().toString(36)}${brand.name === 'bee cafe' ? 'b' : 'k'}`;
    const username = `maria_${stamp}`;
    const email = `maria.${stamp}@example.org`;
    const passphrase = 'Sunflower-seeds-1';
    const mailboxRequests: string[] = [];
    const { context, page } = await phone(mailboxRequests);

    // Register: a passphrase mismatch, fixed; the first press after the fix submits.
    await page.goto(`${origin()}/register`);
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await expectWellFormed(page, `${brand.name}: register`);
    await field(page, 'Name').fill('Maria Fernanda Rodriguez Lopez');
    await field(page, 'Username').fill(username);
    await field(page, 'E-mail').fill(email);
    await field(page, 'Passphrase').fill(passphrase);
    await field(page, 'Confirm passphrase').fill('Sunflower-seeds-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    const mismatch = page.getByText('Passphrases do not match');
    await mismatch.waitFor();
    await expectWellFormed(page, `${brand.name}: register, passphrases do not match`);
    await field(page, 'Confirm passphrase').fill(passphrase);
    // The stale error goes as the fix is typed, before the field is left.
    await mismatch.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${origin()}/`);

    // The profile saves with the name the user registered with, and with initials.
    await page.goto(`${origin()}/account/profile`);
    await expect(field(page, 'Name').inputValue()).resolves.toBe('Maria Fernanda Rodriguez Lopez');
    await page.getByRole('checkbox', { name: /daily summary/ }).check({ force: true });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await toast(page, 'Your profile has been saved.');
    await expectWellFormed(page, `${brand.name}: profile saved`);
    await field(page, 'Name').fill('J. R. Smith');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved.').nth(1).waitFor();
    await page.reload();
    await expect(field(page, 'Name').inputValue()).resolves.toBe('J. R. Smith');

    // Verifying offers the next step.
    await page.goto(`${origin()}${await mailedPath(server, email, '/verify')}`);
    await page.getByRole('heading', { level: 1, name: 'E-mail address verified' }).waitFor();
    await expectWellFormed(page, `${brand.name}: verified`);
    await page.getByRole('button', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`${origin()}/`);
    expect(
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Development mailbox' })
        .count(),
    ).toBe(0);
    await context.close();

    // Sign in again with the e-mail address.
    const again = await phone(mailboxRequests);
    await again.page.goto(`${origin()}/signin`);
    await again.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectWellFormed(again.page, `${brand.name}: sign in`);
    await field(again.page, 'Username or e-mail').fill(email);
    await field(again.page, 'Passphrase').fill(passphrase);
    await again.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.page.waitForURL(`${origin()}/`);
    await again.page
      .getByRole('banner')
      .getByRole('link', { name: 'Sign in' })
      .waitFor({ state: 'detached' });
    await again.context.close();

    expect(mailboxRequests).toEqual([]);
  });

  it('sends a guest from /admin to sign in, and styles the 404 link like every link', async () => {
    const mailboxRequests: string[] = [];
    const { context, page } = await phone(mailboxRequests);
    await page.goto(`${origin()}/admin`);
    await page.waitForURL(`${origin()}/signin?next=%2Fadmin`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const themed = await linkStyle(page, 'Create an account');

    await page.goto(`${origin()}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectWellFormed(page, `${brand.name}: 404`);
    expect(await linkStyle(page, 'Go to the home page')).toEqual(themed);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${origin()}/`);
    expect(mailboxRequests).toEqual([]);
    await context.close();
  });
});
