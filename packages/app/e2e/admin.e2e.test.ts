// The admin's dashboard (issue 13, decision 0137) in Chromium against the real server and its
// demo data: the administrator sees the totals, opens the support lists, retries the failed
// e-mail (which then arrives in the dev mailbox) and finds the retry in the audit log; the page
// fits a phone and a desktop in both brands, with the "Bee cafes" tile only on the bee cafe host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, DESKTOP, PHONE, expectWellFormed } from './checks';
import { signIn } from './pages';
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

async function adminPage(origin: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${origin}/signin`);
  await signIn(page, 'admin', 'Bloomkeep-admin-1');
  await page.waitForURL(`${origin}/`);
  await page.goto(`${origin}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
  return { context, page };
}

/** Waits until the worker has delivered a mail with this subject to `to`. */
async function waitForMail(to: string, subject: string, after: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${server.url}/dev/mailbox`);
    const mails = (await response.json()) as { to: string; subject: string; createdAt: string }[];
    if (
      mails.some(
        (mail) => mail.to === to && mail.subject === subject && Date.parse(mail.createdAt) >= after,
      )
    ) {
      return;
    }
    if (Date.now() > deadline) throw new Error(`No "${subject}" mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('the admin journey', () => {
  it('shows the totals, opens the support lists, retries the failed e-mail and logs it', async () => {
    const { context, page } = await adminPage(server.url, DESKTOP);
    const totals = page.getByRole('list', { name: 'Totals' });
    for (const name of ['Things', 'Devices', 'Users']) {
      const tile = totals.getByRole('group', { name });
      await expect(tile.textContent()).resolves.toMatch(/\d/);
      await expect(tile.textContent()).resolves.toMatch(/in 30 days/);
    }
    await expect(page.getByRole('figure', { name: 'Sign-ups' }).textContent()).resolves.toMatch(
      /sign-ups in 12 weeks/,
    );

    // Support: the unverified address is listed first; the lockout in its tab.
    await expect(
      page.getByRole('grid', { name: 'Unverified e-mail addresses' }).textContent(),
    ).resolves.toContain('rowan.reid@bloomkeep.example');
    await page.getByRole('tab', { name: /^Sign-in lockouts \(\d+\)$/ }).click();
    await page
      .getByRole('grid', { name: 'Sign-in lockouts in the last 24 hours' })
      .getByRole('row', { name: /dartside_dan/ })
      .waitFor();

    // The failed e-mail: retry it, see it queued, and find it in the mailbox.
    await page.getByRole('tab', { name: 'Failed e-mails (1)' }).click();
    const failed = page.getByRole('grid', { name: 'Failed e-mails' });
    await expect(failed.textContent()).resolves.toContain('550 5.1.1 Mailbox unavailable');
    await expectWellFormed(page, '/admin with the failed e-mails open');
    const started = Date.now() - 1000;
    await failed
      .getByRole('button', { name: 'Retry the e-mail to rowan.reid@bloomkeep.example' })
      .click();
    await failed.getByText(/^Queued again at \d\d:\d\d UTC$/).waitFor();
    await waitForMail('rowan.reid@bloomkeep.example', 'Your passphrase was changed', started);

    // The retry is in the audit log when the page is opened again; the mail is no longer failed.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    const log = page.getByRole('grid', { name: 'Audit log' });
    const entry = log.getByRole('row', { name: /Retried an e-mail/ });
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain('@admin');
    await expect(entry.textContent()).resolves.toContain('to rowan.reid@bloomkeep.example');
    await page.getByRole('tab', { name: 'Failed e-mails (0)' }).click();
    await page.getByRole('heading', { name: 'No failed e-mails' }).waitFor();
    await context.close();
  });
});

describe('the page fits', () => {
  for (const brand of BRANDS) {
    for (const [size, viewport] of [
      ['a phone', PHONE],
      ['a desktop', DESKTOP],
    ] as const) {
      it(`${size} (${brand.name})`, async () => {
        const origin = brand.origin(server.port);
        const { context, page } = await adminPage(origin, viewport);
        const totals = page.getByRole('list', { name: 'Totals' });
        await totals.getByRole('group', { name: 'Users' }).waitFor();
        await expect(totals.getByText('Bee cafes', { exact: true }).count()).resolves.toBe(
          brand.name === 'bee cafe' ? 1 : 0,
        );
        await page.getByRole('button', { name: 'Show the figures as a table' }).click();
        await page.getByRole('grid', { name: 'Weekly figures' }).waitFor();
        await expectWellFormed(page, `/admin on ${size} (${brand.name})`);
        await context.close();
      });
    }
  }
});
