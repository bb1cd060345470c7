// Row-level security on invitations (migration 0026), as a matrix of who asks × the kind
// of target, through every GraphQL read path (allInvitations, invitationById, node, and the
// target's invitations connection) and the write paths (delete, resend). Only the target's
// owners and administrators see or change an invitation; the invitee sees nothing (they
// reach theirs through the code), and no read path returns the code or its hash. As in
// decision 0136 there is no `node` database role: node(nodeId:) is checked for every role.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

type Who = 'anonymous' | 'guest' | 'stranger' | 'invitee' | 'owner' | 'admin';
type Kind = 'thing' | 'device' | 'group';
const WHO: Who[] = ['anonymous', 'guest', 'stranger', 'invitee', 'owner', 'admin'];
const SEES = new Set<Who>(['owner', 'admin']);
const KINDS: Kind[] = ['thing', 'device', 'group'];

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Partial<Record<Who, string>> = {};
const targets: Record<Kind, string> = { thing: '', device: '', group: '' };
const invitations: Record<Kind, { id: string; nodeId: string }> = {
  thing: { id: '', nodeId: '' },
  device: { id: '', nodeId: '' },
  group: { id: '', nodeId: '' },
};

const TARGET_QUERY: Record<Kind, string> = {
  thing: `query ($id: UUID!) { target: thingById(id: $id) { invitations { nodes { id email } } } }`,
  device: `query ($id: UUID!) { target: deviceById(id: $id) { invitations { nodes { id email } } } }`,
  group: `query ($id: UUID!) { target: groupById(id: $id) { invitations { nodes { id email } } } }`,
};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('i_owner', 'Olive Owner', false), ('i_stranger', 'Sid Stranger', false),
       ('i_invitee', 'Ian Invitee', false), ('i_admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) users[row.username.slice(2)] = row.id;
  await server.sql(
    `insert into app_public.user_emails (user_id, email, is_verified) values ($1, 'ian@example.org', true)`,
    [users.invitee],
  );
  for (const who of ['owner', 'stranger', 'invitee'] as const) {
    tokens[who] = mintJwt({ role: 'bk_user', userId: users[who]! });
  }
  tokens.admin = mintJwt({ role: 'bk_admin', userId: users.admin! });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;

  // Public targets, so that everyone may read the target and only the connection differs.
  targets.thing = (await insertThing(server, { name: 'Matrix bench', ownerId: users.owner! })).id;
  const [device] = await server.sql<{ id: string }>(
    `insert into app_public.devices (device_id, name, model, location)
     values ($1, 'Matrix sensor', 'LSE01', point(-3.684, 50.431)) returning id`,
    [`eui-${randomBytes(8).toString('hex')}`],
  );
  targets.device = device!.id;
  await server.sql('insert into app_public.device_accesses (device_id, user_id) values ($1, $2)', [
    targets.device,
    users.owner,
  ]);
  const group = await server.gql<{ createGroup: { group: { id: string } } }>(
    `mutation { createGroup(input: { name: "Matrix group", isPublic: true }) { group { id } } }`,
    {},
    tokens.owner,
  );
  targets.group = group.data!.createGroup.group.id;
});

afterAll(async () => {
  await server?.close();
});

async function invite(kind: Kind): Promise<void> {
  const field = { thing: 'inviteToThing', device: 'inviteToDevice', group: 'inviteToGroup' }[kind];
  const arg = { thing: 'thingId', device: 'deviceId', group: 'groupId' }[kind];
  const result = await server.gql<Record<string, { invitation: { id: string; nodeId: string } }>>(
    `mutation ($email: String!, $target: UUID!) {
      ${field}(input: { email: $email, ${arg}: $target }) { invitation { id nodeId } }
    }`,
    { email: 'ian@example.org', target: targets[kind] },
    tokens.owner,
  );
  expect(result.errors).toBeUndefined();
  invitations[kind] = result.data![field]!.invitation;
}

describe.each(KINDS)('an invitation to a %s', (kind) => {
  beforeAll(async () => {
    await invite(kind);
  });

  it.each(WHO)('is read by %s only when they own the target or administer', async (who) => {
    const { id, nodeId } = invitations[kind];
    const seen = SEES.has(who);
    const byId = await server.gql<{ invitationById: { id: string } | null }>(
      `query ($id: UUID!) { invitationById(id: $id) { id } }`,
      { id },
      tokens[who],
    );
    expect(byId.errors).toBeUndefined();
    expect(byId.data!.invitationById?.id ?? null).toBe(seen ? id : null);
    const all = await server.gql<{ allInvitations: { nodes: { id: string }[] } }>(
      `{ allInvitations { nodes { id } } }`,
      {},
      tokens[who],
    );
    expect(all.data!.allInvitations.nodes.some((n) => n.id === id)).toBe(seen);
    const node = await server.gql<{ node: { id: string } | null }>(
      `query ($nodeId: ID!) { node(nodeId: $nodeId) { ... on Invitation { id } } }`,
      { nodeId },
      tokens[who],
    );
    expect(node.data!.node?.id ?? null).toBe(seen ? id : null);
    const target = await server.gql<{ target: { invitations: { nodes: { email: string }[] } } }>(
      TARGET_QUERY[kind],
      { id: targets[kind] },
      tokens[who],
    );
    expect(target.errors).toBeUndefined();
    expect(target.data!.target.invitations.nodes.map((n) => n.email)).toEqual(
      seen ? ['ian@example.org'] : [],
    );
  });

  it.each(WHO.filter((who) => !SEES.has(who)))('cannot be removed or resent by %s', async (who) => {
    const { id } = invitations[kind];
    const removed = await server.gql<{ deleteInvitationById: unknown }>(
      `mutation ($id: UUID!) { deleteInvitationById(input: { id: $id }) { invitation { id } } }`,
      { id },
      tokens[who],
    );
    expect(removed.errors).toBeDefined();
    const resent = await server.gql(
      `mutation ($id: UUID!) { resendInvitation(input: { invitationId: $id }) { invitation { id } } }`,
      { id },
      tokens[who],
    );
    expect(resent.errors).toBeDefined();
    const [row] = await server.sql('select 1 from app_public.invitations where id = $1', [id]);
    expect(row).toBeDefined();
  });

  it('is removed by the owner, and its code dies with it', async () => {
    const { id } = invitations[kind];
    const removed = await server.gql<{ deleteInvitationById: { invitation: { id: string } } }>(
      `mutation ($id: UUID!) { deleteInvitationById(input: { id: $id }) { invitation { id } } }`,
      { id },
      tokens.owner,
    );
    expect(removed.errors).toBeUndefined();
    const secrets = await server.sql(
      'select 1 from app_private.invitation_secrets where invitation_id = $1',
      [id],
    );
    expect(secrets).toEqual([]);
  });
});

it('never exposes a code or its hash in the schema', async () => {
  const type = await server.gql<{ __type: { fields: { name: string }[] } }>(
    `{ __type(name: "Invitation") { fields { name } } }`,
  );
  const names = (type.data?.__type?.fields ?? []).map((f) => f.name.toLowerCase());
  expect(names).toContain('email');
  expect(
    names.filter((n) => n.includes('code') || n.includes('hash') || n.includes('inviter')),
  ).toEqual([]);
});
