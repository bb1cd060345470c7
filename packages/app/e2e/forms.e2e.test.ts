// The thing and action forms of issue 10 on a phone, in the bee cafe brand: Cancel and
// the unsaved-changes guard, ?category preselection, a watering with litres that
// its recorder edits and deletes, and a failed action that says nothing was saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, PHONE, expectWellFormed, journeyBrands } from './checks';
import { field, signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Accounts and things are prepared through the API with GraphQL text.
  server = await startServer({ allowTextOperations: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const graphql = <T>(query: string, variables: object = {}, token?: string) =>
  server.graphql<T>(query, variables, token);

const PASSWORD = 'Steward-passphrase-1';

// A valid 4×3 green PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwXlUORww4OQAzzg/xUTK2PQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Dialogs fade in; axe measures colour contrast on what is painted, so check them
 * once no transition is running.
 */
async function expectWellFormedWhenStill(page: Page, where: string) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-entering], [data-exiting]') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectWellFormed(page, where);
}

/** A new steward with one public planter, signed in on a phone on `origin`. */
async function stewardWithThing(origin: string): Promise<{ page: Page; thingId: string }> {
  const username = `st${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const { signUp } = await graphql<{ signUp: { jwtToken: string } }>(
    'mutation ($input: SignUpInput!) { signUp(input: $input) { jwtToken } }',
    {
      input: {
        name: 'Sol Steward',
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
      },
    },
  );
  const { createThing } = await graphql<{ createThing: { thing: { id: string } } }>(
    'mutation ($input: CreateThingInput!) { createThing(input: $input) { thing { id } } }',
    {
      input: {
        name: `Quay planter ${username}`,
        isPublic: true,
        category: 'PLANTER',
        x: -3.6884,
        y: 50.4331,
      },
    },
    signUp.jwtToken,
  );
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${origin}/signin`);
  await signIn(page, username, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  return { page, thingId: createThing.thing.id };
}

/**
 * Closes the notices a steward has been shown, as they would before going on: on a phone a
 * notice sits at the bottom of the screen, over where a dialog's buttons go, and stays while
 * the pointer rests on it.
 */
async function closeNotices(page: Page): Promise<void> {
  const notices = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
  for (let left = await notices.count(); left > 0; left = await notices.count()) {
    await notices.first().getByRole('button', { name: 'Close' }).click();
    await page.waitForFunction(
      (before) =>
        document.querySelectorAll('[aria-label="Notifications"] [role="alertdialog"]').length <
        before,
      left,
    );
  }
}

describe.each(journeyBrands('bee cafe'))('forms on a phone ($name)', (brand) => {
  it('preselects ?category, asks before leaving unsaved changes, and Cancel without changes just leaves', async () => {
    const origin = brand.origin(server.port);
    const { page, thingId } = await stewardWithThing(origin);

    // "Register a bee cafe" links here: the category is chosen already.
    await page.goto(`${origin}/things/new?category=BEECAFE`);
    await page.getByRole('heading', { level: 1, name: /^Register a/ }).waitFor();
    const category = page.getByRole('button', { name: /Category/ });
    expect(await category.innerText()).toContain('Bee cafe');
    await expectWellFormed(page, `new thing with ?category (${brand.name})`);

    // Unsaved changes: Cancel asks first; "Keep editing" stays with the text kept.
    await field(page, 'Name').fill('Harbour bee cafe');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await expectWellFormedWhenStill(page, `leave-without-saving question (${brand.name})`);
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/things/new');
    expect(await field(page, 'Name').inputValue()).toBe('Harbour bee cafe');

    // Closing or reloading the tab asks through the browser.
    const prompt = page.waitForEvent('dialog');
    void page.reload().catch(() => undefined);
    const question = await prompt;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    expect(await field(page, 'Name').inputValue()).toBe('Harbour bee cafe');

    // Leaving after the question goes where Cancel leads.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname !== '/things/new');

    // The edit form without changes: Cancel goes straight back to the thing.
    await page.goto(`${origin}/things/${thingId}/edit`);
    await page.getByRole('heading', { level: 1, name: /^Edit / }).waitFor();
    await expectWellFormed(page, `edit thing (${brand.name})`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === `/things/${thingId}`);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.context().close();
  });

  it('records a watering with litres, then its recorder edits and deletes it in place', async () => {
    const origin = brand.origin(server.port);
    const { page, thingId } = await stewardWithThing(origin);
    await page.goto(`${origin}/things/${thingId}/action`);
    await page.getByRole('heading', { level: 1, name: /^Record an action for/ }).waitFor();
    const litres = page.getByRole('textbox', { name: 'Litres (optional)' });
    // Litres belong to a watering only.
    await page.getByRole('radio', { name: 'Upkeep' }).check({ force: true });
    expect(await litres.count()).toBe(0);
    await page.getByRole('radio', { name: 'Watering' }).check({ force: true });
    await litres.fill('12');
    await field(page, 'Comments').fill('Soaked the roots');
    await expectWellFormed(page, `action form with litres (${brand.name})`);
    await page.getByRole('button', { name: 'Record action' }).click();

    const timeline = page.getByRole('list', { name: /^Actions for/ });
    const watering = timeline.getByRole('listitem').filter({ hasText: 'Soaked the roots' });
    await watering.getByText('Watering · 12 l').waitFor();
    await watering.getByRole('button', { name: /^Options for Watering/ }).waitFor();
    // The CREATED record is the server's: no menu there.
    const created = timeline.getByRole('listitem').filter({ hasText: 'Created' });
    expect(await created.getByRole('button').count()).toBe(0);
    await expectWellFormed(page, `thing page with a watering (${brand.name})`);

    // Edit: a dialog with the same fields; the list shows the change in place.
    await closeNotices(page);
    await watering.getByRole('button', { name: /^Options for Watering/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit watering' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Litres (optional)' }).inputValue()).toBe(
      '12',
    );
    await dialog.getByRole('textbox', { name: 'Litres (optional)' }).fill('7.5');
    await dialog.getByLabel('Comments').fill('Soaked the roots twice');
    await expectWellFormedWhenStill(page, `edit action dialog (${brand.name})`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const edited = timeline.getByRole('listitem').filter({ hasText: 'Soaked the roots twice' });
    await edited.getByText('Watering · 7.5 l').waitFor();

    // Delete: confirmed first; the item leaves the list and focus goes to its heading.
    await closeNotices(page);
    await edited.getByRole('button', { name: /^Options for Watering/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this action?' });
    await confirm.waitFor();
    await expectWellFormedWhenStill(page, `delete action question (${brand.name})`);
    await confirm.getByRole('button', { name: 'Delete action' }).click();
    await confirm.waitFor({ state: 'detached' });
    await edited.waitFor({ state: 'detached' });
    await page.getByText('The action is deleted.').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Actions');
    expect(await timeline.getByRole('listitem').count()).toBe(1);
    await expectWellFormed(page, `thing page after deleting (${brand.name})`);
    // And it is gone on the server, not only on the page.
    await page.reload();
    await timeline.getByRole('listitem').first().waitFor();
    expect(await timeline.getByText('Soaked the roots').count()).toBe(0);
    await page.context().close();
  });

  it('says that nothing was saved, and why, when recording an action fails', async () => {
    const origin = brand.origin(server.port);
    const { page, thingId } = await stewardWithThing(origin);
    // The server refuses createAction (as it would for someone who may not record).
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'CreateActionMutation') return route.continue();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [
            {
              message: 'Only the people who look after this thing can record actions',
              extensions: { exception: { errcode: 'DNIED' } },
            },
          ],
        }),
      });
    });
    await page.goto(`${origin}/things/${thingId}/action`);
    await page.getByRole('heading', { level: 1, name: /^Record an action for/ }).waitFor();
    await page.getByRole('radio', { name: 'Upkeep' }).check({ force: true });
    await field(page, 'Comments').fill('Swept the steps');
    // Choosing a photo by keyboard: the preview appears above the button, and focus
    // stays on the photo's button, in view (it used to be pushed below the fold).
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a photo' }).press('Enter');
    await (await chooser).setFiles({ name: 'steps.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Chosen photo steps.png' }).waitFor();
    await page.waitForFunction(() => {
      const focused = document.activeElement;
      if (focused?.textContent !== 'Change photo') return false;
      const box = focused.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    await page.getByRole('button', { name: 'Record action' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Action failed: nothing was saved.' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'Only the people who look after this thing can record actions.',
    );
    // The form keeps what was typed, to try again.
    expect(await field(page, 'Comments').inputValue()).toBe('Swept the steps');
    await expectWellFormed(page, `failed action (${brand.name})`);

    // Offline: no answer at all.
    await page.unroute('**/graphql');
    await page.route('**/graphql', (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      return body?.operationName === 'CreateActionMutation'
        ? route.abort('internetdisconnected')
        : route.continue();
    });
    await page.getByRole('button', { name: 'Record action' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'nothing was saved. You seem to be offline.' })
      .waitFor();

    // Nothing reached the thing's history.
    await page.unroute('**/graphql');
    await page.goto(`${origin}/things/${thingId}`);
    await page.getByRole('list', { name: /^Actions for/ }).waitFor();
    expect(await page.getByText('Swept the steps').count()).toBe(0);
    await page.context().close();
  });
});
