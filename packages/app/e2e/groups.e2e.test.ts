// Groups (issue 13, decisions 0138 and 0139) in Chromium, in the default brand: an owner creates a
// group and finds it in /groups, shares a thing with it; a neighbour joins through the
// membership link (sign in first, then asked, then "Group joined"), shows among the
// thing's stewards, is kept out of the group's settings, and leaves. Phone and desktop.
// And the invitation journey: the owner invites a new address, the mail arrives,
// the invitee registers from the accept page and accepts, is made an owner, the founder
// leaves, and the group's thing names the new owner as its steward; with a wrong code
// (DNIED), an expired invitation (NTFND) and a different signed-in address (DNIEM).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, DESKTOP, PHONE, expectWellFormed, journeyBrands } from './checks';
import { field, signIn } from './pages';
import { mailedPath } from './mailbox';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

const PASSWORD = 'Group-passphrase-1';

const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
  server.graphql<T>(query, variables, token);

/** A new account (through the API), with its token for setting things up. */
async function newNeighbour(prefix: string, name: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(
    0,
    20,
  );
  const data = await gql<{ signUp: { jwtToken: string } }>(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { jwtToken } }`,
    { input: { name, username, email: `${username}@example.com`, password: PASSWORD } },
  );
  return { username, name, token: data.signUp.jwtToken };
}

beforeAll(async () => {
  server = await startServer({ allowTextOperations: true, devMailbox: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** Invites `email` from the group's settings, as its owner sees them. */
async function inviteToGroup(page: Page, settingsUrl: string, email: string) {
  await page.goto(settingsUrl);
  await page.getByRole('heading', { level: 2, name: 'Invitations' }).waitFor();
  await field(page, 'E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${email}.`).first().waitFor();
  await page.getByRole('list', { name: 'Pending invitations' }).getByText(email).waitFor();
}

/** Lets entry animations (dialogs fade in) finish, so axe measures the colours as shown. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

describe.each(journeyBrands('Bloomkeep'))('groups ($name)', (brand) => {
  it('are created, shared with, joined through the link and left', async () => {
    const base = brand.origin(server.port);
    const stamp = `${Date.now() % 1e6}`;
    const groupName = `Allotment friends ${brand.name === 'bee cafe' ? 'bees' : 'beds'} ${stamp}`;
    const owner = await newNeighbour('gowner', 'Gwen Group-owner');
    const neighbour = await newNeighbour('gjoin', 'Jo Joiner');
    const thingName = `Shared planter ${stamp}`;
    const created = await gql<{ createThing: { thing: { id: string } } }>(
      `mutation ($input: CreateThingInput!) { createThing(input: $input) { thing { id } } }`,
      { input: { name: thingName, isPublic: true, x: -3.6851, y: 50.4322, category: 'PLANTER' } },
      owner.token,
    );
    const thingId = created.createThing.thing.id;

    // The owner creates the group on a desktop and lands on it.
    const ownerContext = await browser.newContext({ viewport: DESKTOP });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${base}/groups/new`);
    await ownerPage.waitForURL((url) => url.pathname === '/signin');
    await signIn(ownerPage, owner.username, PASSWORD);
    await heading(ownerPage, 'Create a group');
    await expectWellFormed(ownerPage, `${brand.name}: new group form`);
    await field(ownerPage, 'Name').fill(groupName);
    await field(ownerPage, 'Description').fill('We water the beds on Saturdays.');
    await ownerPage.getByRole('button', { name: 'Create group' }).click();
    await heading(ownerPage, groupName);
    const groupPath = new URL(ownerPage.url()).pathname;
    expect(groupPath).toMatch(/^\/groups\/allotment-friends-/);
    await ownerPage.getByText('You own this group.').waitFor();
    await expectWellFormed(ownerPage, `${brand.name}: the new group's page`);

    // It is in /groups, as a tile.
    await ownerPage.goto(`${base}/groups`);
    await heading(ownerPage, 'Groups');
    await ownerPage
      .getByRole('list', { name: 'Groups' })
      .getByRole('link', { name: groupName })
      .waitFor();
    await expectWellFormed(ownerPage, `${brand.name}: /groups on a desktop`);

    // The owner shares a thing with it from the thing's settings.
    await ownerPage.goto(`${base}/things/${thingId}/settings`);
    await heading(ownerPage, `Settings for ${thingName}`);
    await ownerPage.getByRole('button', { name: /Share with a group/ }).click();
    await ownerPage.getByRole('option', { name: groupName }).click();
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    await ownerPage
      .getByText(`Shared with ${groupName}: its members help look after it.`)
      .waitFor();
    await ownerPage
      .getByRole('list', { name: `Groups that look after ${thingName}` })
      .getByRole('link', { name: groupName })
      .waitFor();
    await expectWellFormed(ownerPage, `${brand.name}: thing settings with a group`);

    // A neighbour follows the membership link on a phone: sign in, asked, joined.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${base}${groupPath}/membership`);
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${groupPath}/membership`);
    await signIn(page, neighbour.username, PASSWORD);
    await heading(page, `Join ${groupName}?`);
    await expectWellFormed(page, `${brand.name}: join confirmation`);
    await page.getByRole('button', { name: 'Yes, join the group' }).click();
    await page.waitForURL((url) => url.pathname === groupPath);
    await heading(page, groupName);
    await page.getByText('Group joined').waitFor();
    expect(new URL(page.url()).pathname).toBe(groupPath);
    await page
      .getByRole('list', { name: `Things ${groupName} looks after` })
      .getByRole('link', { name: thingName })
      .waitFor();
    await expectWellFormed(page, `${brand.name}: group page as a new member`);

    // The thing's stewards now include the neighbour, through the group.
    await ownerPage.reload();
    await ownerPage
      .getByRole('listitem')
      .filter({ hasText: neighbour.name })
      .getByText('Member of')
      .waitFor();

    // The owner's settings list them, with the owner's buttons.
    await ownerPage.goto(`${base}${groupPath}/settings`);
    await heading(ownerPage, `Settings for ${groupName}`);
    await ownerPage.getByRole('button', { name: `Make owner: ${neighbour.name}` }).waitFor();
    await expectWellFormed(ownerPage, `${brand.name}: group settings as the owner`);

    // The group's settings are the owners': the neighbour lands on the group page.
    await page.goto(`${base}${groupPath}/settings`);
    await page.waitForURL((url) => url.pathname === groupPath);
    await heading(page, groupName);
    expect(new URL(page.url()).pathname).toBe(groupPath);

    // The neighbour leaves.
    await page.getByRole('button', { name: 'Leave group' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Leave ${groupName}?` });
    await dialog.waitFor();
    await settled(page);
    await expectWellFormed(page, `${brand.name}: leave confirmation`);
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByText(`You left ${groupName}.`).waitFor();
    await page.getByRole('button', { name: 'Join group' }).waitFor();

    // /groups on a phone.
    await page.goto(`${base}/groups`);
    await heading(page, 'Groups');
    await page.getByRole('link', { name: groupName }).waitFor();
    await expectWellFormed(page, `${brand.name}: /groups on a phone`);
    await context.close();
    await ownerContext.close();
  });

  it('invites by e-mail: the invitee registers, accepts, becomes the owner and the steward', async () => {
    const base = brand.origin(server.port);
    const stamp = `${Date.now().toString(36)}${brand.name === 'bee cafe' ? 'b' : 'k'}`;
    const groupName = `Riverside keepers ${stamp}`;
    const founder = await newNeighbour('gfound', 'Fern Founder');
    const thingName = `Riverside bed ${stamp}`;
    const created = await gql<{ createThing: { thing: { id: string } } }>(
      `mutation ($input: CreateThingInput!) { createThing(input: $input) { thing { id } } }`,
      { input: { name: thingName, isPublic: true, x: -3.6861, y: 50.4312, category: 'FLOWERBED' } },
      founder.token,
    );
    const thingId = created.createThing.thing.id;

    // 1. The founder creates the group on a desktop and shares the bed with it.
    const ownerContext = await browser.newContext({ viewport: DESKTOP });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${base}/signin?next=/groups/new`);
    await signIn(ownerPage, founder.username, PASSWORD);
    await heading(ownerPage, 'Create a group');
    await field(ownerPage, 'Name').fill(groupName);
    await ownerPage.getByRole('button', { name: 'Create group' }).click();
    await heading(ownerPage, groupName);
    const groupPath = new URL(ownerPage.url()).pathname;
    const [group] = (
      await gql<{ allGroups: { nodes: { id: string }[] } }>(
        `query ($name: String!) { allGroups(condition: { name: $name }) { nodes { id } } }`,
        { name: groupName },
        founder.token,
      )
    ).allGroups.nodes;
    await gql(
      `mutation ($input: ShareThingWithGroupInput!) { shareThingWithGroup(input: $input) { clientMutationId } }`,
      { input: { thingId, groupId: group!.id } },
      founder.token,
    );

    // ...and invites a second address from the group's settings.
    const email = `ivy.${stamp}@example.org`;
    await inviteToGroup(ownerPage, `${base}${groupPath}/settings`, email);
    await expectWellFormed(ownerPage, `${brand.name}: group settings with an invitation`);

    // 2. The mail arrives. 3. The invitee opens the link signed out, sees the offer, and
    // registers with that address from the accept page, which brings them back.
    const path = await mailedPath(server, email, '/groups/accept');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await heading(page, `Join the group ${groupName}`);
    await expectWellFormed(page, `${brand.name}: group invitation, signed out`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await heading(page, 'Create an account');
    const ivyUsername = `ivy_${stamp}`;
    await field(page, 'Name').fill('Ivy Invitee');
    await field(page, 'Username').fill(ivyUsername);
    await field(page, 'E-mail').fill(email);
    await field(page, 'Passphrase').fill(PASSWORD);
    await field(page, 'Confirm passphrase').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${base}${path}`);
    await page.getByRole('button', { name: 'Accept' }).click();

    // 4. A member: the group page, its notice, and the members list.
    await page.waitForURL((url) => url.pathname.startsWith('/groups/') && !url.search);
    await page.getByText(`Group joined: welcome to ${groupName}.`).first().waitFor();
    await heading(page, groupName);
    await page
      .getByRole('list', { name: `Members of ${groupName}` })
      .getByText('Ivy Invitee')
      .waitFor();
    await expectWellFormed(page, `${brand.name}: group page after accepting`);

    // 5. The founder makes Ivy an owner, then leaves the group.
    await ownerPage.goto(`${base}${groupPath}/settings`);
    await ownerPage.getByRole('button', { name: 'Make owner: Ivy Invitee' }).click();
    await ownerPage.getByText('Ivy Invitee is an owner now.').first().waitFor();
    await ownerPage.goto(`${base}${groupPath}`);
    await heading(ownerPage, groupName);
    await ownerPage.getByRole('button', { name: 'Leave group' }).click();
    const leave = ownerPage.getByRole('alertdialog', { name: `Leave ${groupName}?` });
    await leave.getByRole('button', { name: 'Leave', exact: true }).click();
    await ownerPage.getByText(`You left ${groupName}.`).first().waitFor();

    // 6. The group's bed names Ivy as its steward, as the group's owner: on the bed's page
    // she is one of its helpers, and its list of who looks after it says how.
    await page.goto(`${base}/things/${thingId}`);
    await heading(page, thingName);
    await page.getByText(/You help look after this/).waitFor();
    await page.getByRole('link', { name: groupName }).waitFor();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await heading(page, `Settings for ${thingName}`);
    const ivy = page.getByRole('listitem').filter({ hasText: 'Ivy Invitee' });
    await ivy.getByText('Group owner,').waitFor();
    await ivy.getByRole('link', { name: groupName }).waitFor();
    await expectWellFormed(page, `${brand.name}: the group's thing, with its new steward`);
    // The founder still owns the bed, and sees the same.
    await ownerPage.goto(`${base}/things/${thingId}/settings`);
    await heading(ownerPage, `Settings for ${thingName}`);
    await ownerPage
      .getByRole('listitem')
      .filter({ hasText: 'Ivy Invitee' })
      .getByText('Group owner,')
      .waitFor();

    // The link worked once: a second visit is NTFND.
    await page.goto(`${base}${path}`);
    await page.getByText('This invitation has expired or is invalid').waitFor();
    await context.close();
    await ownerContext.close();
  });

  it('explains a wrong code, an expired invitation and a different signed-in address', async () => {
    const base = brand.origin(server.port);
    const stamp = `${Date.now().toString(36)}${brand.name === 'bee cafe' ? 'b' : 'k'}`;
    const owner = await newNeighbour('gcodes', 'Cody Codes');
    const groupName = `Code keepers ${stamp}`;
    await gql(
      `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { clientMutationId } }`,
      { input: { name: groupName, isPublic: false } },
      owner.token,
    );
    const ownerContext = await browser.newContext({ viewport: DESKTOP });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${base}/signin?next=/groups`);
    await signIn(ownerPage, owner.username, PASSWORD);
    await ownerPage.getByRole('link', { name: groupName }).click();
    await heading(ownerPage, groupName);
    const groupPath = new URL(ownerPage.url()).pathname;

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();

    // DNIED: the right invitation with a wrong code.
    const wrongCodeFor = `wren.${stamp}@example.org`;
    await inviteToGroup(ownerPage, `${base}${groupPath}/settings`, wrongCodeFor);
    const wrong = new URL(await mailedPath(server, wrongCodeFor, '/groups/accept'), base);
    wrong.searchParams.set('code', 'not-the-code');
    await page.goto(wrong.toString());
    await page.getByText('The invitation code is invalid').waitFor();
    await expectWellFormed(page, `${brand.name}: group invitation, wrong code`);

    // NTFND: a week has passed since the invitation was sent.
    const lateFor = `lea.${stamp}@example.org`;
    await inviteToGroup(ownerPage, `${base}${groupPath}/settings`, lateFor);
    const late = await mailedPath(server, lateFor, '/groups/accept');
    await server.sql(
      `update app_public.invitations set expires_at = now() - interval '1 minute' where email = $1`,
      [lateFor],
    );
    await page.goto(`${base}${late}`);
    await page.getByText('This invitation has expired or is invalid').waitFor();
    await expectWellFormed(page, `${brand.name}: group invitation, expired`);

    // DNIEM: signed in as someone else; the page names the address, masked.
    const otherFor = `otto.${stamp}@example.org`;
    await inviteToGroup(ownerPage, `${base}${groupPath}/settings`, otherFor);
    const other = await mailedPath(server, otherFor, '/groups/accept');
    await page.goto(`${base}/signin?next=${encodeURIComponent(other)}`);
    await signIn(page, 'stewardsam', 'Bloomkeep-steward-1');
    await page.waitForURL(`${base}${other}`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('This invitation was sent to a different email address').waitFor();
    await page.getByText(/o•••@e•••\.org/).waitFor();
    expect(await page.content()).not.toContain(otherFor);
    await expectWellFormed(page, `${brand.name}: group invitation, another address`);
    // Nothing was joined: the private group stays hidden from Sam.
    await page.goto(`${base}${groupPath}`);
    await page
      .getByText(/could not find/i)
      .first()
      .waitFor();

    await context.close();
    await ownerContext.close();
  });
});
