// Every route of the app on a phone (375×812), in both brands, as a guest and as the seeded
// demo steward: nothing may scroll sideways, and axe finds no violations. The route list is
// router.tsx with the areas' routes/<Area>/<area>Routes.tsx; a new route belongs here too.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, PHONE, expectWellFormed } from './checks';
import { signIn } from './pages';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
/** A public thing the demo steward owns, and a public one they neither own nor help with. */
let ownThingId: string;
let otherThingId: string;
/** The steward's demo soil sensor (packages/server/src/db/demoDevices.ts). */
let ownDeviceId: string;

const STEWARD = { username: 'stewardsam', password: 'Bloomkeep-steward-1' };
const ADMIN = { username: 'admin', password: 'Bloomkeep-admin-1' };

const graphql = <T>(query: string, token?: string) => server.graphql<T>(query, {}, token);

beforeAll(async () => {
  // The test looks up the demo's thing ids through the API with GraphQL text; the mailbox
  // route (/dev/mail) is visited too.
  server = await startServer({ allowTextOperations: true, devMailbox: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  const { signIn: session } = await graphql<{ signIn: { jwtToken: string } }>(
    `mutation { signIn(input: { username: "${STEWARD.username}", password: "${STEWARD.password}" }) { jwtToken } }`,
  );
  const { allThings } = await graphql<{
    allThings: {
      nodes: {
        id: string;
        isPublic: boolean;
        myAccess: { isOwner: boolean; isCollaborator: boolean } | null;
      }[];
    };
  }>(
    '{ allThings(orderBy: [NAME_ASC, PRIMARY_KEY_ASC]) { nodes { id isPublic myAccess { isOwner isCollaborator } } } }',
    session.jwtToken,
  );
  const own = allThings.nodes.find((thing) => thing.isPublic && thing.myAccess?.isOwner);
  const other = allThings.nodes.find(
    (thing) => thing.isPublic && !thing.myAccess?.isOwner && !thing.myAccess?.isCollaborator,
  );
  if (!own || !other) throw new Error('The demo data has no thing of each kind');
  ownThingId = own.id;
  otherThingId = other.id;
  const { deviceByDeviceId } = await graphql<{ deviceByDeviceId: { id: string } }>(
    '{ deviceByDeviceId(deviceId: "eui-a8404151e1c2b301") { id } }',
    session.jwtToken,
  );
  ownDeviceId = deviceByDeviceId.id;
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Paths every visitor can open (guests may be sent on to /signin: that page is checked). */
const COMMON_PATHS = [
  '/',
  '/things',
  '/things/search',
  '/things/:own',
  '/things/:own/location',
  '/things/:own/readings',
  '/devices',
  '/devices/:device',
  '/map',
  '/map?overlays=things,soilscapes,bLines,gateways&lng=-3.68400&lat=50.43190&z=13.00',
  // Not cached on this server (no EA): the page asks for it and says it is fetching.
  '/rainfall/50108',
  '/activity',
  '/scorer',
  '/signin',
  '/register',
  '/verify',
  '/forgot-password',
  '/reset',
  '/admin',
  '/account-deleted',
  '/dev/mail',
  '/form',
  '/no/such/page',
  '/things/00000000-0000-4000-8000-000000000000',
];

/** Paths only a signed-in steward sees (a guest is sent to sign in). */
const SIGNED_IN_PATHS = [
  '/things/new',
  '/things/:own/action',
  '/things/:own/edit',
  '/things/:own/settings',
  '/account/profile',
  '/account/passphrase',
  '/account/emails',
  '/account/badges',
  '/account/things',
  '/account/devices',
  '/devices/new',
  '/devices/:device/edit',
  '/devices/:device/settings',
  '/account/delete-account',
  '/account/delete',
  // Last: visiting it makes the steward a collaborator of the other thing.
  '/things/:other/collaborate',
];

/**
 * Opens `path` the way a link does (a client-side navigation, much faster than a page load), and
 * waits until the new page has its content: a new heading, no page skeleton, maps drawn.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    // Already there (home after signing in): the page stays as it is.
    if (`${location.pathname}${location.search}` === next) return;
    for (const heading of document.querySelectorAll('h1')) heading.dataset.stale = 'true';
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .waitForFunction(
      (target) =>
        // A new heading; or a redirect onto the same kind of page (a guest sent from one
        // signed-in path after another to /signin), whose heading React keeps.
        (document.querySelector('main h1:not([data-stale])') !== null ||
          (`${location.pathname}${location.search}` !== target &&
            document.querySelector('main h1') !== null)) &&
        ![...document.querySelectorAll('main [role="status"]')].some((status) =>
          status.textContent?.startsWith('Loading'),
        ) &&
        !document.querySelector('[data-map-ready="false"]:not([data-map-status="failed"])'),
      path,
      { timeout: 8_000 },
    )
    // A page without a heading of its own is checked as it is (the check names the path).
    .catch(async () => {
      const state = await page.evaluate(() => ({
        url: location.href,
        headings: [...document.querySelectorAll('h1')].map(
          (h) => `${h.textContent} ${h.dataset.stale ?? ''}`,
        ),
        maps: [...document.querySelectorAll('[data-map-ready]')].map(
          (m) => `${m.getAttribute('data-map-ready')} ${m.getAttribute('data-map-status')}`,
        ),
        statuses: [...document.querySelectorAll('main [role="status"]')].map((x) => x.textContent),
      }));
      console.warn('not settled', JSON.stringify(state));
    });
}

type Identity = 'guest' | 'steward' | 'admin';

for (const brand of BRANDS) {
  for (const identity of ['guest', 'steward', 'admin'] as Identity[]) {
    describe(`${brand.name}, ${identity}, 375×812`, () => {
      let context: BrowserContext;
      let page: Page;
      const origin = () => brand.origin(server.port);

      beforeAll(async () => {
        // Reduced motion: the home gallery would otherwise rotate while axe measures contrast,
        // and a slide caught mid-fade fails it (seen once in CI).
        context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
        page = await context.newPage();
        await page.goto(`${origin()}/signin`);
        if (identity === 'guest') return;
        const user = identity === 'admin' ? ADMIN : STEWARD;
        await signIn(page, user.username, user.password);
        await page.waitForURL(`${origin()}/`);
      });

      afterAll(async () => {
        await context?.close();
      });

      // Guests open the signed-in paths too: they must land on a well-formed sign-in page.
      const paths = identity === 'admin' ? ['/admin'] : [...COMMON_PATHS, ...SIGNED_IN_PATHS];

      // Guests are sent from each signed-in path to the same sign-in page: checked once.
      const checked = new Set<string>();

      // One test per path, named after it, so a failing route is named in the report.
      for (const template of paths) {
        it(`${template} fits the phone and passes axe`, async () => {
          const path = template
            .replace(':own', ownThingId)
            .replace(':other', otherThingId)
            .replace(':device', ownDeviceId);
          await open(page, path);
          const landed = new URL(page.url());
          if (
            landed.pathname !== new URL(path, origin()).pathname &&
            checked.has(landed.pathname)
          ) {
            return;
          }
          checked.add(landed.pathname);
          await expectWellFormed(
            page,
            `${brand.name} ${identity} ${template}${
              landed.pathname + landed.search === path
                ? ''
                : ` (→ ${landed.pathname}${landed.search})`
            }`,
          );
        });
      }
    });
  }
}
