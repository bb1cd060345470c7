// Row-level security and privacy of accounts: nobody reads or changes another
// user's e-mail addresses, and secrets are unreachable through the API.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const ids = { alice: '', bob: '', admin: '' };
const tokens = { alice: '', bob: '', admin: '' };
const aliceEmail = { id: '', nodeId: '' };

beforeAll(async () => {
  server = await startTestServer();
  const users = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('alice', 'Alice Apple', false), ('bob', 'Bob Banana', false), ('admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const user of users) ids[user.username as keyof typeof ids] = user.id;
  for (const [who, email] of [
    ['alice', 'alice@example.org'],
    ['alice', 'alice.second@example.org'],
    ['bob', 'bob@example.org'],
  ] as const) {
    await server.sql(
      'insert into app_public.user_emails (user_id, email, is_verified) values ($1, $2, true)',
      [ids[who], email],
    );
    await server.sql('select app_private.set_password($1, $2)', [ids[who], 'Secret-Pass-1']);
  }
  tokens.alice = mintJwt({ role: 'bk_user', userId: ids.alice });
  tokens.bob = mintJwt({ role: 'bk_user', userId: ids.bob });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: ids.admin });
  const mine = await server.gql<{
    allUserEmails: { nodes: Array<{ id: string; nodeId: string }> };
  }>('{ allUserEmails(orderBy: EMAIL_ASC) { nodes { id nodeId email } } }', {}, tokens.alice);
  Object.assign(aliceEmail, mine.data!.allUserEmails.nodes[0]);
});
afterAll(async () => {
  await server?.close();
});

describe('user e-mails', () => {
  it('allUserEmails lists only your own (administrators see all)', async () => {
    const query = '{ allUserEmails(orderBy: EMAIL_ASC) { nodes { email } } }';
    const emails = async (token?: string) => {
      const result = await server.gql<{ allUserEmails: { nodes: Array<{ email: string }> } }>(
        query,
        {},
        token,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.allUserEmails.nodes.map((n) => n.email);
    };
    expect(await emails(tokens.alice)).toEqual(['alice.second@example.org', 'alice@example.org']);
    expect(await emails(tokens.bob)).toEqual(['bob@example.org']);
    expect(await emails(tokens.admin)).toHaveLength(3);
    // Guests cannot even ask.
    const guest = await server.gql(query);
    expect(guest.errors?.length).toBeGreaterThan(0);
  });

  it('another user cannot read one by id, node id or through the user', async () => {
    const byId = await server.gql<{ userEmailById: unknown }>(
      'query ($id: UUID!) { userEmailById(id: $id) { email } }',
      { id: aliceEmail.id },
      tokens.bob,
    );
    expect(byId.data).toEqual({ userEmailById: null });
    const byNodeId = await server.gql<{ userEmail: unknown }>(
      'query ($nodeId: ID!) { userEmail(nodeId: $nodeId) { email } }',
      { nodeId: aliceEmail.nodeId },
      tokens.bob,
    );
    expect(byNodeId.data).toEqual({ userEmail: null });
    const node = await server.gql<{ node: unknown }>(
      'query ($nodeId: ID!) { node(nodeId: $nodeId) { ... on UserEmail { email } } }',
      { nodeId: aliceEmail.nodeId },
      tokens.bob,
    );
    expect(node.data).toEqual({ node: null });
    const viaUser = await server.gql<{ userById: { userEmailsByUserId: { nodes: unknown[] } } }>(
      'query ($id: UUID!) { userById(id: $id) { name userEmailsByUserId { nodes { email } } } }',
      { id: ids.alice },
      tokens.bob,
    );
    expect(viaUser.data!.userById).toEqual({
      name: 'Alice Apple',
      userEmailsByUserId: { nodes: [] },
    });
  });

  it('another user cannot change, delete, verify or promote one', async () => {
    const update = await server.gql(
      `mutation ($id: UUID!) { updateUserEmailById(input: { id: $id, patch: { email: "x@y.org" } }) {
        userEmail { email } } }`,
      { id: aliceEmail.id },
      tokens.bob,
    );
    // There is no such mutation: addresses are never edited in place.
    expect(update.errors?.[0]?.message).toMatch(/updateUserEmailById/);
    const remove = await server.gql(
      'mutation ($id: UUID!) { deleteUserEmailById(input: { id: $id }) { userEmail { id } } }',
      { id: aliceEmail.id },
      tokens.bob,
    );
    expect(remove.errors?.length).toBeGreaterThan(0);
    const primary = await server.gql(
      'mutation ($id: UUID!) { makeEmailPrimary(input: { emailId: $id }) { userEmail { id } } }',
      { id: aliceEmail.id },
      tokens.bob,
    );
    expect(primary.errors?.[0]?.message).toBe('Email not found');
    const resend = await server.gql(
      `mutation ($id: UUID!) { resendEmailVerificationCode(input: { emailId: $id }) { boolean } }`,
      { id: aliceEmail.id },
      tokens.bob,
    );
    expect(resend.data).toEqual({ resendEmailVerificationCode: { boolean: false } });
    // Creating an address for someone else is impossible: user_id is not an input.
    const create = await server.gql(
      `mutation ($userId: UUID!) { createUserEmail(input: { userEmail: { email: "z@example.org", userId: $userId } }) {
        userEmail { id } } }`,
      { userId: ids.alice },
      tokens.bob,
    );
    expect(create.errors?.[0]?.message).toMatch(/userId/);

    const rows = await server.sql<{ email: string; is_primary: boolean }>(
      'select email, is_primary from app_public.user_emails where user_id = $1 order by email',
      [ids.alice],
    );
    expect(rows).toEqual([
      { email: 'alice.second@example.org', is_primary: false },
      { email: 'alice@example.org', is_primary: true },
    ]);
  });
});

describe('secrets', () => {
  it('are not in the GraphQL schema', async () => {
    const result = await server.gql<{
      __schema: { types: Array<{ name: string; fields: Array<{ name: string }> | null }> };
    }>('{ __schema { types { name fields { name } } } }', {}, tokens.admin);
    const names = result.data!.__schema.types.flatMap((t) => [
      t.name,
      ...(t.fields ?? []).map((f) => `${t.name}.${f.name}`),
    ]);
    const leaks = names.filter((n) =>
      /secret|password_?hash|passwordHash|token_?hash|tokenHash|isAdmin|signInFailure|mailbox/i.test(
        n,
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('cannot be read by the API roles even with direct SQL', async () => {
    const client = new pg.Client({ connectionString: server.db.authUrl });
    await client.connect();
    try {
      for (const role of ['bk_anonymous', 'bk_user', 'bk_admin']) {
        for (const table of [
          'app_private.user_secrets',
          'app_private.user_email_secrets',
          'app_private.sign_in_failures',
          'app_private.dev_mailbox',
        ]) {
          await client.query('begin');
          await client.query(`set local role ${role}`);
          await expect(client.query(`select * from ${table}`)).rejects.toThrow(/permission denied/);
          await client.query('rollback');
        }
      }
    } finally {
      await client.end();
    }
  });

  it('a user cannot make themselves an administrator', async () => {
    const client = new pg.Client({ connectionString: server.db.authUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('set local role bk_user');
      await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [ids.bob]);
      await expect(
        client.query('update app_public.users set is_admin = true where id = $1', [ids.bob]),
      ).rejects.toThrow(/permission denied/);
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });
});
