import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { expectWellFormed } from './checks';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

const graphql = <T>(query: string, token?: string) => server.graphql<T>(query, {}, token);

beforeAll(async () => {
  // The journey prepares accounts and things through the API with GraphQL text.
  server = await startServer({ allowTextOperations: true });
  // beecafe.localhost is the white-label host; map it to this machine explicitly
  // so the test does not depend on the resolver's handling of *.localhost.
  browser = await launchBrowser(['--host-resolver-rules=MAP beecafe.localhost 127.0.0.1']);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('things overview', () => {
  it('answers the health check', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
  });

  it('lists the seeded public things to a first-time visitor, and no private ones', async () => {
    const { allThings: publicThings } = await graphql<{ allThings: { nodes: { name: string }[] } }>(
      '{ allThings(orderBy: [NAME_ASC, PRIMARY_KEY_ASC], first: 24) { nodes { name } } }',
    );
    expect(publicThings.nodes.length).toBeGreaterThan(10);

    const { signIn } = await graphql<{ signIn: { jwtToken: string } }>(
      'mutation { signIn(input: { username: "admin", password: "Bloomkeep-admin-1" }) { jwtToken } }',
    );
    const { allThings: everything } = await graphql<{
      allThings: { nodes: { name: string; isPublic: boolean }[] };
    }>('{ allThings { nodes { name isPublic } } }', signIn.jwtToken);
    const privateNames = everything.nodes.filter((thing) => !thing.isPublic).map((t) => t.name);
    expect(privateNames.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    await page.goto(`${server.url}/things/search`);
    await page.getByRole('heading', { level: 1, name: 'Search things' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Bloomkeep', exact: true }).waitFor();
    for (const { name } of publicThings.nodes) {
      await page.getByRole('heading', { name, exact: true }).waitFor();
    }
    const body = await page.locator('main').innerText();
    await expectWellFormed(page, 'the search page for a guest');
    for (const name of privateNames) expect(body).not.toContain(name);

    // A guest opens a thing: details and timeline, an offer to help, no owner controls.
    const firstName = publicThings.nodes[0]!.name;
    await page
      .getByRole('link', { name: new RegExp(firstName) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Actions' }).waitFor();
    await page.getByRole('button', { name: 'Help look after it' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await expectWellFormed(page, 'a thing page for a guest');

    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
    expect(auth).toMatchObject({ role: 'bk_anonymous' });
    expect(auth.token).toEqual(expect.any(String));
    await page.close();
  });

  it('shows the bee cafe branding on the bee cafe host', async () => {
    const page = await browser.newPage();
    await page.goto(`http://beecafe.localhost:${server.port}/things`);
    // The brand changes; the overview still lists every category, so it says "Things" (0115).
    await page.getByRole('heading', { level: 1, name: 'Things' }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Bee Cafe Club', exact: true })
      .waitFor();
    await expect(page.title()).resolves.toBe('Things · Bee Cafe Club');
    await expectWellFormed(page, 'the bee cafe overview');
    const background = await page
      .locator('header')
      .evaluate((header) => getComputedStyle(header).backgroundColor);

    const plain = await browser.newPage();
    await plain.goto(`${server.url}/things`);
    await plain.getByRole('heading', { level: 1, name: 'Things' }).waitFor();
    const defaultBackground = await plain
      .locator('header')
      .evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(background).not.toBe(defaultBackground);
    await Promise.all([page.close(), plain.close()]);
  });

  it('shows a not-found page inside the layout for unknown paths', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectWellFormed(page, 'the not-found page');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Things' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Things' }).waitFor();
    await page.close();
  });
});
