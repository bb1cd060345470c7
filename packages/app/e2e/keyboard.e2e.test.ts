// The keyboard-only journey of issue 10: sign in, register a thing, record an action and delete
// it with Tab, Shift+Tab, Enter, Space, arrows and typing alone, in the default brand, checking after
// each step where focus landed: on the new page's main heading (decision 0118) or, after a
// deletion that offers Undo, on the toast. Never on <body>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, DESKTOP, expectWellFormed, journeyBrands } from './checks';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ allowTextOperations: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new account for each journey (through the API; the journey itself is the keyboard's). */
async function signUp(): Promise<{ username: string; password: string; name: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `keys${stamp}`.slice(0, 20);
  const password = 'Keyboard-only-journey-1';
  const name = 'Kim Keys';
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { jwtToken } }`,
      variables: { input: { name, username, email: `${username}@example.com`, password } },
    }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { username, password, name };
}

interface Focused {
  tag: string;
  role: string | null;
  name: string;
  inToasts: boolean;
}

/** What has focus: its tag, role and accessible name (roughly as a screen reader says it). */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { tag: 'body', role: null, name: '', inToasts: false };
    }
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy || null) ??
      (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
      element.textContent ??
      '';
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: name.replace(/\s+/g, ' ').trim(),
      inToasts: element.closest('[aria-label="Notifications"]') !== null,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, and returns how many
 * presses it took; fails after `max` presses, naming where focus went.
 */
async function tabTo(
  page: Page,
  name: RegExp,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  const seen: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (name.test(now.name)) return presses;
    seen.push(`${now.tag}${now.role ? `[${now.role}]` : ''} "${now.name.slice(0, 30)}"`);
  }
  throw new Error(`No ${name} within ${max} presses; focus went to:\n  ${seen.join('\n  ')}`);
}

/** Waits until focus is on the page's h1 with this name (the shell's move after navigating). */
async function expectFocusOnHeading(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.waitForFunction(
    (source) => {
      const element = document.activeElement;
      return (
        element?.tagName === 'H1' &&
        new RegExp(source).test(element.textContent ?? '') &&
        element.closest('main') !== null
      );
    },
    name.source,
    { timeout: 10_000 },
  );
}

for (const brand of journeyBrands('Bloomkeep')) {
  describe(`keyboard only, ${brand.name}`, () => {
    it('signs in, registers a thing, records an action and deletes it', async () => {
      const user = await signUp();
      const origin = brand.origin(server.port);
      const thing = brand.name === 'bee cafe' ? 'bee cafe' : 'thing';
      const thingName = `Keyboard ${thing} ${Date.now().toString(36)}`;
      const context = await browser.newContext({ viewport: DESKTOP });
      // The home tour is the home page's own journey (and e2e); here it stays out of the way.
      await context.addInitScript(() => {
        window.localStorage.setItem('bloomkeep:tour:home', new Date(0).toISOString());
      });
      const page = await context.newPage();

      // First load: focus is left alone, so the skip link is the first tab stop.
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect((await focused(page)).tag).toBe('body');
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('Skip to content');

      // Sign in.
      await tabTo(page, /^Sign in$/);
      await page.keyboard.press('Enter');
      // The sign-in page puts focus in its first field itself; the shell leaves it there.
      await page.getByRole('heading', { level: 1, name: /^Sign in$/ }).waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
      expect((await focused(page)).name).toMatch(/^Username/);
      await expectWellFormed(page, 'the sign-in page');
      await page.keyboard.type(user.username);
      await tabTo(page, /^Passphrase/, { max: 3 });
      await page.keyboard.type(user.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin}/`);
      await expectFocusOnHeading(page, /Welcome/);
      // The user menu is a few presses back from the heading, not 44 forward.
      expect(await tabTo(page, new RegExp(user.name), { backwards: true, max: 8 })).toBeLessThan(8);

      // Register a thing from the home page's quick action.
      await tabTo(page, new RegExp(`^Register a ${thing}$`, 'i'), { max: 60 });
      await page.keyboard.press('Enter');
      await expectFocusOnHeading(page, new RegExp(`^Register a ${thing}$`, 'i'));
      await tabTo(page, /^Name/);
      await page.keyboard.type(thingName);
      await tabTo(page, /Category/, { max: 4 });
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      // Focus goes back to the Category button a frame after the list closes (react-aria); a
      // Tab sent in between would start from the top of the page.
      await page.waitForFunction(() => document.activeElement !== document.body);
      expect((await focused(page)).name).toMatch(/Category/);
      // The map: the first arrow places the marker in the middle; the change is announced.
      await tabTo(page, /^Map: click or tap to place the marker$/, { max: 10 });
      await page.keyboard.press('ArrowRight');
      await page
        .getByTestId('map-announcement')
        .filter({ hasText: /^Marker at latitude, longitude / })
        .waitFor();
      await expectWellFormed(page, 'the new-thing form, filled in');
      await tabTo(page, new RegExp(`^Register ${thing}$`, 'i'), { max: 15 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/things\/[0-9a-f-]{36}$/);
      await expectFocusOnHeading(page, new RegExp(`^${thingName}$`));
      await expectWellFormed(page, 'the new thing’s page');

      // Record an action.
      await tabTo(page, /^Record an action$/, { max: 10 });
      await page.keyboard.press('Enter');
      await expectFocusOnHeading(page, new RegExp(`^Record an action for ${thingName}$`));
      // The radio group is one tab stop; the arrows move through it and choose.
      await tabTo(page, /^Share$/, { max: 5 });
      for (let presses = 0; presses < 6 && (await focused(page)).name !== 'Watering'; presses++) {
        await page.keyboard.press('ArrowDown');
      }
      expect(await page.getByRole('radio', { name: 'Watering' }).isChecked()).toBe(true);
      await tabTo(page, /^Comments/, { max: 5 });
      await page.keyboard.type('Watered by keyboard');
      await tabTo(page, /^Record action$/, { max: 10 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/things\/[0-9a-f-]{36}$/);
      await expectFocusOnHeading(page, new RegExp(`^${thingName}$`));
      await page.getByText('Watered by keyboard').waitFor();
      await expectWellFormed(page, 'the thing page after recording an action');

      // Delete it from its settings, confirming in the dialog.
      await tabTo(page, /^Settings$/, { max: 10 });
      await page.keyboard.press('Enter');
      await expectFocusOnHeading(page, new RegExp(`^Settings for ${thingName}$`));
      // Named by the category the journey chose (decision 0115).
      await tabTo(page, /^Delete [a-z ]+$/i, { max: 15 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: `Delete ${thingName}?` });
      await dialog.waitFor();
      // Focus is inside the dialog; find the confirming button there.
      await tabTo(page, /^Delete$/, { max: 5 });
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL((url) => !url.pathname.includes('/settings'));
      // Focus: the new page's heading, or the toast that offers Undo. Never <body>.
      await page.waitForFunction(
        () => {
          const element = document.activeElement;
          return (
            (element?.tagName === 'H1' && element.closest('main') !== null) ||
            element?.closest('[aria-label="Notifications"]') !== null
          );
        },
        undefined,
        { timeout: 10_000 },
      );
      const after = await focused(page);
      expect(after.tag === 'h1' || after.inToasts).toBe(true);
      await page
        .getByText(new RegExp(`${thingName} was deleted`))
        .first()
        .waitFor();
      await context.close();
    }, 120_000);
  });
}
