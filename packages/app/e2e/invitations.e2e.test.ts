// Issue 13, thing invitations end to end, on a phone in the bee cafe brand: an owner invites a
// new address from the thing's settings; the mail arrives; the invitee opens the link
// signed out, creates an account with that address from the accept page and comes back,
// accepts, and can record actions on the private thing; the owner removes the access and
// the thing is private to them again. And the accept page's refusals: a wrong code
// (DNIED), an unknown invitation (NTFND) and a different signed-in address (DNIEM, which
// names the masked address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, PHONE, expectWellFormed, journeyBrands } from './checks';
import { field, signIn } from './pages';
import { mailedPath } from './mailbox';
import { startServer, type RunningServer } from './server';

const THING = 'Sam\u2019s seedling trays';

let server: RunningServer;
let browser: Browser;
let thingId: string;

beforeAll(async () => {
  server = await startServer({ devMailbox: true, allowTextOperations: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  const { signIn: session } = await server.graphql<{ signIn: { jwtToken: string } }>(
    `mutation { signIn(input: { username: "stewardsam", password: "Bloomkeep-steward-1" }) { jwtToken } }`,
  );
  const { allThings } = await server.graphql<{ allThings: { nodes: { id: string }[] } }>(
    `query ($name: String!) { allThings(condition: { name: $name }, first: 1) { nodes { id } } }`,
    { name: THING },
    session.jwtToken,
  );
  thingId = allThings.nodes[0]!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

async function inviteFromSettings(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/things/${thingId}/settings`);
  await page.getByRole('heading', { level: 2, name: 'Invitations' }).waitFor();
  await field(page, 'E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${email}.`).first().waitFor();
  await page.getByRole('list', { name: 'Pending invitations' }).getByText(email).waitFor();
}

describe.each(journeyBrands('bee cafe'))('thing invitations on a phone, $name brand', (brand) => {
  const origin = () => brand.origin(server.port);
  const stamp = `${Date.now().toString(36)}${brand.name === 'bee cafe' ? 'b' : 'k'}`;

  it('invites, registers from the accept page, accepts, helps, and is removed', async () => {
    const email = `nina.${stamp}@example.org`;
    const owner = await phonePage();
    await owner.goto(`${origin()}/signin`);
    await signIn(owner, 'stewardsam', 'Bloomkeep-steward-1');
    await owner.waitForURL(`${origin()}/`);
    await inviteFromSettings(owner, origin(), email);
    await expectWellFormed(owner, `${brand.name}: thing settings with an invitation`);

    // The invitee opens the link signed out: what is offered, and a way to sign up.
    const path = await mailedPath(server, email, '/things/accept');
    const invitee = await phonePage();
    await invitee.goto(`${origin()}${path}`);
    await invitee.getByRole('heading', { level: 1, name: `Help look after ${THING}` }).waitFor();
    await invitee.getByText('n•••@e•••.org').waitFor();
    await expectWellFormed(invitee, `${brand.name}: accept page, signed out`);
    await invitee.getByRole('link', { name: 'Create an account' }).click();
    await invitee.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await field(invitee, 'Name').fill('Nina Neighbour');
    await field(invitee, 'Username').fill(`nina_${stamp}`);
    await field(invitee, 'E-mail').fill(email);
    await field(invitee, 'Passphrase').fill('Sunflower-seeds-1');
    await field(invitee, 'Confirm passphrase').fill('Sunflower-seeds-1');
    await invitee.getByRole('button', { name: 'Create account' }).click();

    // Back on the accept page, signed in with the invited address.
    await invitee.waitForURL(`${origin()}${path}`);
    await invitee.getByRole('button', { name: 'Accept' }).click();
    await invitee.waitForURL(`${origin()}/things/${thingId}`);
    await invitee.getByText(`You now help look after ${THING}.`).first().waitFor();
    await invitee.getByText('Record an action').first().waitFor();

    // The link worked once.
    await invitee.goto(`${origin()}${path}`);
    await invitee.getByText('This invitation has expired or is invalid').waitFor();

    // The owner removes the access; the private thing is gone for the invitee.
    await owner.goto(`${origin()}/things/${thingId}/settings`);
    await owner.getByRole('button', { name: 'Remove Nina Neighbour' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await owner.getByText('Collaborator access removed for Nina Neighbour.').first().waitFor();
    await invitee.goto(`${origin()}/things/${thingId}`);
    await invitee.getByText('We could not find it').waitFor();
    expect(await invitee.getByText('Record an action').count()).toBe(0);

    await owner.context().close();
    await invitee.context().close();
  });

  it('explains a wrong code, an unknown invitation and a different signed-in address', async () => {
    const email = `olu.${stamp}@example.org`;
    const owner = await phonePage();
    await owner.goto(`${origin()}/signin`);
    await signIn(owner, 'stewardsam', 'Bloomkeep-steward-1');
    await owner.waitForURL(`${origin()}/`);
    await inviteFromSettings(owner, origin(), email);
    const path = await mailedPath(server, email, '/things/accept');
    const url = new URL(path, origin());

    const visitor = await phonePage();
    const wrong = new URL(url);
    wrong.searchParams.set('code', 'not-the-code');
    await visitor.goto(`${origin()}${wrong.pathname}${wrong.search}`);
    await visitor.getByText('The invitation code is invalid').waitFor();
    await expectWellFormed(visitor, `${brand.name}: accept page, wrong code`);

    const unknown = new URL(url);
    unknown.searchParams.set('invitationId', '00000000-0000-4000-8000-000000000000');
    await visitor.goto(`${origin()}${unknown.pathname}${unknown.search}`);
    await visitor.getByText('This invitation has expired or is invalid').waitFor();

    // Signed in as someone else: which address to use, masked, and a way out.
    await visitor.goto(`${origin()}/signin?next=${encodeURIComponent(path)}`);
    await signIn(visitor, 'organiserolu', 'Bloomkeep-organiser-1');
    await visitor.waitForURL(`${origin()}${path}`);
    await visitor.getByRole('button', { name: 'Accept' }).click();
    await visitor.getByText('This invitation was sent to a different email address').waitFor();
    await visitor.getByText(/o•••@e•••\.org/).waitFor();
    expect(await visitor.content()).not.toContain(email);
    await expectWellFormed(visitor, `${brand.name}: accept page, another address`);
    await visitor.getByRole('button', { name: 'Sign out and use that address' }).click();
    await visitor.waitForURL(`${origin()}/signin?next=${encodeURIComponent(path)}`);

    await owner.context().close();
    await visitor.context().close();
  });
});
