// The account journey of issue 4 in Chromium against the real server, with the
// development mailbox standing in for e-mail: register, verify, sign out, sign
// in with ?next=, change the passphrase, reset it by e-mail, delete the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { expectWellFormed } from './checks';
import { field, signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

beforeAll(async () => {
  // Production as shipped (only persisted operations), with the mailbox standing in for SMTP.
  server = await startServer({ devMailbox: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the worker has delivered a mail with this subject to `to`. */
async function waitForMail(to: string, subject: string, after: number): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${server.url}/dev/mailbox`);
    const mails = (await response.json()) as (Mail & { createdAt: string })[];
    const mail = mails.find(
      (candidate) =>
        candidate.to === to &&
        candidate.subject === subject &&
        Date.parse(candidate.createdAt) >= after,
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No "${subject}" mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Opens the app's mailbox page and follows the link in the newest mail with `subject`. */
async function followMailLink(page: Page, to: string, subject: string, after: number) {
  await waitForMail(to, subject, after);
  // A production build shows no mailbox link, so the test opens the page by its address.
  await page.goto(new URL('/dev/mail', page.url()).href);
  await page.getByRole('heading', { level: 1, name: 'Development mailbox' }).waitFor();
  const mail = page.getByRole('article', { name: subject }).filter({ hasText: to }).first();
  await mail.getByRole('link').first().click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
}

describe('account journey', () => {
  it('registers, verifies, signs in with ?next=, changes and resets the passphrase, and deletes the account', async () => {
    const stamp = Date.now().toString(36);
    const name = 'Robin Gardener';
    const username = `robin_${stamp}`;
    const email = `robin.${stamp}@example.org`;
    const first = 'Sunflower-seeds-1';
    const second = 'Bee-friendly-2';
    const third = 'Fresh-mulch-3';
    const started = Date.now() - 1000;

    const context = await browser.newContext();
    const page = await context.newPage();

    // 1. Register.
    await page.goto(`${server.url}/register`);
    await field(page, 'Name').fill(name);
    await field(page, 'Username').fill(username);
    await field(page, 'E-mail').fill(email);
    await field(page, 'Passphrase').fill(first);
    await field(page, 'Confirm passphrase').fill(first);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name }).waitFor();
    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
    expect(auth).toMatchObject({ role: 'bk_user', username, emails: [email] });
    await expectWellFormed(page, 'home after registering');

    // 2. Open the verification link from the mailbox.
    await followMailLink(page, email, 'Verify your email address', started);
    await page.getByRole('heading', { level: 1, name: 'E-mail address verified' }).waitFor();
    await expectWellFormed(page, 'the e-mail verified page');

    // 3. Sign out: a guest again, with a new identity.
    await signOut(page, name);
    const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
    expect(guest.username).toBeNull();
    expect(guest.id).not.toBe(auth.id);

    // 4. An account page sends a guest to /signin?next=…, and back after signing in.
    await page.goto(`${server.url}/account/profile`);
    await page.waitForURL(/\/signin\?next=%2Faccount%2Fprofile$/);
    await signIn(page, username, first);
    await page.waitForURL(`${server.url}/account/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect(field(page, 'Username').inputValue()).resolves.toBe(username);
    await expectWellFormed(page, 'the profile page');

    // 5. Change the passphrase (a wrong current one is refused first).
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Passphrase' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Passphrase' }).waitFor();
    await field(page, 'Current passphrase').fill('Not-my-passphrase-9');
    await field(page, 'New passphrase').fill(second);
    await field(page, 'Confirm new passphrase').fill(second);
    await page.getByRole('button', { name: 'Change passphrase' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect old passphrase' }).waitFor();
    await expectWellFormed(page, 'the passphrase form with a server error');
    await field(page, 'Current passphrase').fill(first);
    await page.getByRole('button', { name: 'Change passphrase' }).click();
    await page.getByText('Your passphrase has been changed.').waitFor();

    // 6. Still signed in with the new token; then sign out everywhere, which ends this
    // session too. Then forget / reset the passphrase through the mailed link.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Passphrase' }).waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText('You have signed out on every device.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    const resetAsked = Date.now() - 1000;
    await page.goto(`${server.url}/signin`);
    await page.getByRole('link', { name: 'Forgot your passphrase?' }).click();
    await field(page, 'E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await expectWellFormed(page, 'the reset link sent page');
    await followMailLink(page, email, 'Reset your passphrase', resetAsked);
    await page.waitForURL(/\/reset\?userId=.+&token=.+/);
    await field(page, 'New passphrase').fill(third);
    await field(page, 'Confirm new passphrase').fill(third);
    await page.getByRole('button', { name: 'Change passphrase' }).click();
    await page.getByRole('heading', { level: 1, name: 'Passphrase changed' }).waitFor();
    await expectWellFormed(page, 'the passphrase changed page');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, username, third);
    await page.getByRole('button', { name }).waitFor();

    // 7. Delete the account through the e-mailed link.
    const deletionAsked = Date.now() - 1000;
    await page.getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Delete account' })
      .click();
    await page.getByRole('button', { name: 'E-mail me a confirmation link' }).click();
    await page.getByText('Check your e-mail.').waitFor();
    await expectWellFormed(page, 'the delete-account page, link sent');
    await followMailLink(page, email, 'Confirm deleting your Bloomkeep account', deletionAsked);
    await page.waitForURL(/\/account\/delete\?token=/);
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }).waitFor();
    await expectWellFormed(page, 'the account deleted page');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();

    // Signing in again fails with the catalogue message.
    await page.goto(`${server.url}/signin`);
    await signIn(page, username, third);
    await page.getByRole('alert').filter({ hasText: 'You entered incorrect details' }).waitFor();
    await expectWellFormed(page, 'the sign-in page with an error');
    await context.close();
  }, 240_000);

  it('adds, verifies, makes primary and deletes e-mail addresses, and edits the profile', async () => {
    const stamp = Date.now().toString(36);
    const name = 'Olu Organiser';
    const home = `olu.${stamp}@example.org`;
    const work = `olu.work.${stamp}@example.org`;
    const started = Date.now() - 1000;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/register?next=${encodeURIComponent('/account/emails')}`);
    await field(page, 'Name').fill(name);
    await field(page, 'Username').fill(`olu_${stamp}`);
    await field(page, 'E-mail').fill(home);
    await field(page, 'Passphrase').fill('Compost-heap-4');
    await field(page, 'Confirm passphrase').fill('Compost-heap-4');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/account/emails`);

    const list = page.getByRole('list', { name: 'Your e-mail addresses' });
    const row = (address: string) => list.getByRole('article', { name: address });
    await row(home).getByText('Not verified').waitFor();

    // Add a second address; adding it twice is refused.
    await field(page, 'E-mail').fill(work);
    await page.getByRole('button', { name: 'Add address' }).click();
    await row(work).waitFor();
    await field(page, 'E-mail').fill(work);
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByText('Email already added').waitFor();
    await expectWellFormed(page, 'the e-mail addresses page with an error');

    // Verify it from the mailbox, then make it primary.
    await followMailLink(page, work, 'Verify your email address', started);
    await page.getByRole('heading', { level: 1, name: 'E-mail address verified' }).waitFor();
    await page.getByRole('link', { name: 'See your e-mail addresses' }).click();
    await row(work).getByText('Verified', { exact: true }).waitFor();
    await row(work).getByRole('button', { name: 'Make primary' }).click();
    await row(work).getByText('Primary').waitFor();
    await row(home).getByRole('button', { name: 'Delete' }).waitFor();

    // Delete the old one after confirming.
    await row(home).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${home}?` });
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await row(home).waitFor({ state: 'detached' });
    await expect(list.getByRole('article').count()).resolves.toBe(1);
    await expectWellFormed(page, 'the e-mail addresses page, one left');

    // The profile: a new name shows in the header after saving.
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await field(page, 'Name').fill('Olu Green');
    await page.getByText('E-mail me a daily summary').click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Olu Green' }).waitFor();
    await expectWellFormed(page, 'the saved profile');
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: 'E-mail me a daily summary' }).isChecked(),
    ).resolves.toBe(true);
    await context.close();
  });

  it('keeps ?next= on this site', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/signin?next=${encodeURIComponent('//evil.example/x')}`);
    await signIn(page, 'admin', 'Bloomkeep-admin-1');
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    await page.getByRole('group', { name: 'Users' }).waitFor();
    await expectWellFormed(page, 'the admin page');
    await context.close();
  });

  it('signs out every tab: an account page open elsewhere goes to /signin', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${server.url}/signin`);
    await signIn(first, 'admin', 'Bloomkeep-admin-1');
    await first.waitForURL(`${server.url}/`);
    await first.getByRole('button', { name: 'Ada Admin' }).waitFor();

    const second = await context.newPage();
    await second.goto(`${server.url}/account/emails`);
    await second.getByRole('heading', { level: 1, name: 'E-mail addresses' }).waitFor();

    await signOut(first, 'Ada Admin');
    await second.waitForURL(/\/signin\?next=%2Faccount%2Femails$/);
    await second.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('sends guests from /admin to sign in, and back afterwards', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/signin?next=%2Fadmin`);
    await page.close();
  });
});
