// The bee cafe brand all the way through (issue 10, decision 0117): a user who registers on
// the bee cafe host gets bee cafe e-mail whose links come back to that host; toasts, activity
// type labels and admin totals take the brand's tokens; F6 reaches a toast. On the phone, both
// brands, with every settled state checked for sideways scrolling and axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, DESKTOP, PHONE, expectWellFormed, type Brand } from './checks';
import { field, signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

// The theme tokens (packages/ui/src/tokens/themeTokens.ts) as the browser reports them.
const HONEY = {
  accentSoft: 'rgb(255, 233, 184)',
  accentSolid: 'rgb(242, 160, 7)',
  accentText: 'rgb(138, 69, 0)',
};
const GREEN = { accentSoft: 'rgb(227, 242, 220)', accentText: 'rgb(30, 107, 35)' };

interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

beforeAll(async () => {
  // Production as shipped, with the development mailbox standing in for SMTP.
  server = await startServer({ devMailbox: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const beeCafe = BRANDS.find((brand) => brand.name === 'bee cafe')!;

async function waitForMail(to: string, subject: string): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${server.url}/dev/mailbox`);
    const mails = (await response.json()) as Mail[];
    const mail = mails.find((candidate) => candidate.to === to && candidate.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No "${subject}" mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
}

/**
 * react-aria's announcer is left out of expectWellFormed's axe run, so check the one thing it
 * broke (role-img-alt): no announcement may point at elements that are gone.
 */
async function expectNoDanglingAnnouncement(page: Page, where: string) {
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll('[data-live-announcer] [role="img"]')]
      .filter((node) =>
        (node.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .every((id) => !document.getElementById(id)),
      )
      .map((node) => node.outerHTML),
  );
  expect(dangling, where).toEqual([]);
}

/**
 * Registers and lands on /activity (home would open the guided tour, which takes focus), then
 * waits for that page, so F6 is pressed on a settled page while the welcome toast shows.
 */
async function register(page: Page, origin: string, username: string, email: string) {
  await page.goto(`${origin}/register?next=%2Factivity`);
  await field(page, 'Name').fill('Bea Keeper');
  await field(page, 'Username').fill(username);
  await field(page, 'E-mail').fill(email);
  await field(page, 'Passphrase').fill('Sunflower-seeds-1');
  await field(page, 'Confirm passphrase').fill('Sunflower-seeds-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${origin}/activity`);
  await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
  await page.getByRole('button', { name: 'Bea Keeper' }).waitFor();
}

describe('the bee cafe brand', () => {
  it('registers on the bee cafe host: honey toast reached by F6, bee cafe e-mail back to the host', async () => {
    const origin = beeCafe.origin(server.port);
    const stamp = Date.now().toString(36);
    const email = `bea.${stamp}@example.org`;
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();

    await page.goto(`${origin}/register`);
    await page
      .getByText('Join your neighbours in looking after your street’s bee cafes.')
      .waitFor();
    await expect(page.getByText(/green things/).count()).resolves.toBe(0);

    await register(page, origin, `bea_${stamp}`, email);
    const toast = page.getByRole('alertdialog', { name: 'Welcome!' });
    await toast.waitFor();
    expect(await style(toast, 'background-color')).toBe(HONEY.accentSoft);
    expect(await style(toast, 'border-top-color')).toBe(HONEY.accentSolid);
    expect(await style(toast.locator('svg').first(), 'color')).toBe(HONEY.accentText);

    // F6 reaches the toast (which then waits), Tab its Close button, Enter closes it, and
    // focus comes back to where it was.
    const before = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    await page.keyboard.press('F6');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
      'alertdialog',
    );
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain(
      'We sent a verification link',
    );
    await expectWellFormed(page, 'bee cafe /activity with the welcome toast');
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe('Close');
    await page.keyboard.press('Enter');
    await toast.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).resolves.toBe(
      before,
    );
    await expectWellFormed(page, 'bee cafe /activity after the toast');
    await expectNoDanglingAnnouncement(page, 'after registering');

    // The e-mail: bee cafe name, sender and colours, and links to the bee cafe host.
    const mail = await waitForMail(email, 'Verify your email address');
    expect(mail.from).toBe('"Bee Cafe Club" <no-reply@bloomkeep.example>');
    expect(mail.text).toContain('your email address for Bee Cafe Club');
    expect(mail.html).toContain('background: #f2a007; color: #2e1a0e');
    expect(mail.text).toContain(`${origin}/verify?id=`);
    expect(mail.text).not.toContain('127.0.0.1');

    // The development mailbox shows it, and its link opens the bee cafe host.
    await page.goto(`${origin}/dev/mail`);
    await page.getByRole('heading', { level: 1, name: 'Development mailbox' }).waitFor();
    const article = page
      .getByRole('article', { name: 'Verify your email address' })
      .filter({ hasText: email })
      .first();
    await article.getByText('From "Bee Cafe Club" <no-reply@bloomkeep.example>').waitFor();
    const link = article.getByRole('link', { name: new RegExp(`^${origin}/verify\\?`) });
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'E-mail address verified' }).waitFor();
    expect(new URL(page.url()).origin).toBe(origin);
    await expectWellFormed(page, 'bee cafe /verify');
    await context.close();
  });

  it('shows activity type labels and admin totals in the brand tokens of each host', async () => {
    for (const brand of BRANDS) {
      const origin = brand.origin(server.port);
      const colours = brand.name === 'bee cafe' ? HONEY : GREEN;
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${origin}/signin`);
      await signIn(page, 'admin', 'Bloomkeep-admin-1');
      await page.waitForURL(`${origin}/`);

      await page.goto(`${origin}/activity`);
      const label = page.getByRole('article').first().getByText('Watering').first();
      await label.waitFor();
      expect(await style(label, 'color'), `${brand.name} activity label`).toBe(colours.accentText);
      await expectWellFormed(page, `${brand.name} /activity`);

      await page.goto(`${origin}/admin`);
      const totals = page.getByRole('list', { name: 'Totals' });
      await totals.getByText('Users').waitFor();
      const icon = totals.getByRole('listitem').first().locator('[aria-hidden="true"]').first();
      expect(await style(icon, 'background-color'), `${brand.name} admin icon`).toBe(
        colours.accentSoft,
      );
      expect(await style(icon, 'color')).toBe(colours.accentText);
      const beeCafes = totals.getByText('Bee cafes', { exact: true });
      await expect(beeCafes.count()).resolves.toBe(brand.name === 'bee cafe' ? 1 : 0);
      await expectWellFormed(page, `${brand.name} /admin`);
      await context.close();
    }
  });
});

describe('on the phone, in both brands', () => {
  async function phoneJourney(brand: Brand) {
    const origin = brand.origin(server.port);
    const stamp = `${Date.now().toString(36)}${brand.name === 'bee cafe' ? 'b' : 'k'}`;
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();

    await page.goto(`${origin}/register`);
    await field(page, 'Name').waitFor();
    await expectWellFormed(page, `${brand.name} phone /register`);
    await register(page, origin, `phone_${stamp}`, `phone.${stamp}@example.org`);
    const toast = page.getByRole('alertdialog', { name: 'Welcome!' });
    await toast.waitFor();
    await page.keyboard.press('F6');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
      'alertdialog',
    );
    await expectWellFormed(page, `${brand.name} phone /activity with a toast`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast.waitFor({ state: 'detached' });
    await expectWellFormed(page, `${brand.name} phone /activity after the toast`);
    await expectNoDanglingAnnouncement(page, `${brand.name} phone after registering`);

    await page.getByRole('article').first().waitFor();
    await expectWellFormed(page, `${brand.name} phone /activity`);
    await context.close();

    const admin = await browser.newContext({ viewport: PHONE });
    const adminPage = await admin.newPage();
    await adminPage.goto(`${origin}/signin`);
    await signIn(adminPage, 'admin', 'Bloomkeep-admin-1');
    await adminPage.waitForURL(`${origin}/`);
    await adminPage.goto(`${origin}/admin`);
    await adminPage.getByRole('list', { name: 'Totals' }).getByText('Users').waitFor();
    await expectWellFormed(adminPage, `${brand.name} phone /admin`);
    await admin.close();
  }

  for (const brand of BRANDS) {
    it(`registers, closes the toast by keyboard, reads the activity and admin (${brand.name})`, async () => {
      await phoneJourney(brand);
    });
  }
});
