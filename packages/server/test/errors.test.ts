// Internal names never leak in errors (issue 9 §4): PostgreSQL's own messages,
// which name tables and constraints, reach clients as catalogue messages with a
// code, and a thing you cannot see answers exactly like one that does not exist.
import { randomUUID } from 'node:crypto';
import { SERVER_ERRORS } from '@bloomkeep/schema';
import pg from 'pg';
import { GraphQLError } from 'postgraphile/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskError } from '../src/graphile/plugins/errors.ts';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name) values ('chooser', 'Cho Oser'), ('keeper', 'Kee Per')
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username] = row.id;
    tokens[row.username] = mintJwt({ role: 'bk_user', userId: row.id });
  }
});

afterAll(async () => {
  await server?.close();
});

/** What must never reach a client: constraint, table and column names, raw PG wording. */
const INTERNAL =
  /fkey|violates|constraint|permission denied|row-level|app_public|users|things|actions/i;

const SET_ONE_THING = `mutation ($id: UUID!, $thingId: UUID) {
  updateUserById(input: { id: $id, patch: { oneThingId: $thingId } }) { user { oneThingId } }
}`;

describe('oneThingId', () => {
  it('answers a hidden thing exactly as a thing that does not exist', async () => {
    const hidden = await insertThing(server, {
      name: 'Private bench',
      ownerId: users.keeper!,
      isPublic: false,
    });
    const setTo = (thingId: string) =>
      server.gql(SET_ONE_THING, { id: users.chooser, thingId }, tokens.chooser);

    const missing = await setTo(randomUUID());
    const invisible = await setTo(hidden.id);
    expect(missing.errors).toHaveLength(1);
    expect(missing.errors![0]!.message).toBe(SERVER_ERRORS.NOTHG);
    expect(missing.errors![0]!.extensions?.exception?.errcode).toBe('NOTHG');
    expect(JSON.stringify(missing)).not.toMatch(INTERNAL);
    expect(invisible).toEqual(missing);

    const [row] = await server.sql<{ one_thing_id: string | null }>(
      'select one_thing_id from app_public.users where id = $1',
      [users.chooser],
    );
    expect(row!.one_thing_id).toBeNull();
  });

  it('accepts a thing the user can see, and clearing it', async () => {
    const visible = await insertThing(server, { name: 'Public bench', ownerId: users.keeper! });
    const set = await server.gql(
      SET_ONE_THING,
      { id: users.chooser, thingId: visible.id },
      tokens.chooser,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data).toEqual({ updateUserById: { user: { oneThingId: visible.id } } });
    const cleared = await server.gql(
      SET_ONE_THING,
      { id: users.chooser, thingId: null },
      tokens.chooser,
    );
    expect(cleared.data).toEqual({ updateUserById: { user: { oneThingId: null } } });
  });
});

describe('permission refusals', () => {
  it('answer "You cannot change this" with a code, naming no table', async () => {
    const thing = await insertThing(server, { name: 'Park bench', ownerId: users.keeper! });
    // A guest without a token has no UPDATE grant on things.
    const answer = await server.gql(
      `mutation ($id: UUID!) {
        updateThingById(input: { id: $id, patch: { name: "Mine now" } }) { thing { name } }
      }`,
      { id: thing.id },
    );
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0]!.message).toBe(SERVER_ERRORS.FORBD);
    expect(answer.errors![0]!.extensions?.exception?.errcode).toBe('FORBD');
    expect(JSON.stringify(answer)).not.toMatch(INTERNAL);
  });
});

describe('the error mask, with errors from a real PostgreSQL', () => {
  async function pgErrorOf(url: string, sql: string, role?: string): Promise<Error> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      if (role) await client.query(`set role ${role}`);
      await client.query(sql);
    } catch (error) {
      return error as Error;
    } finally {
      await client.end();
    }
    throw new Error(`No error from: ${sql}`);
  }

  const masked = (error: Error) =>
    maskError(new GraphQLError(error.message, { originalError: error, path: ['field'] }));

  it('maps a foreign key violation to "That thing does not exist"', async () => {
    const error = await pgErrorOf(
      server.db.ownerUrl,
      `insert into app_public.actions (thing_id, type) values ('${randomUUID()}', 'WATERING')`,
    );
    expect(error.message).toMatch(/violates foreign key constraint/);
    expect(masked(error)).toMatchObject({
      message: SERVER_ERRORS.NOTHG,
      path: ['field'],
      extensions: { code: 'NOTHG', exception: { errcode: 'NOTHG' } },
    });
    expect(JSON.stringify(masked(error))).not.toMatch(INTERNAL);
  });

  it('maps "permission denied for table" to "You cannot change this"', async () => {
    const error = await pgErrorOf(
      server.db.authUrl,
      'update app_public.users set is_admin = true',
      'bk_user',
    );
    expect(error.message).toMatch(/permission denied for table users/);
    expect(masked(error)).toMatchObject({
      message: SERVER_ERRORS.FORBD,
      extensions: { exception: { errcode: 'FORBD' } },
    });
  });

  it('keeps the messages that SQL functions raise, with their codes', async () => {
    const error = await pgErrorOf(
      server.db.ownerUrl,
      `update app_public.users set username = 'keeper' where username = 'chooser'`,
    );
    expect(masked(error)).toMatchObject({
      message: SERVER_ERRORS.UNTKN,
      extensions: { exception: { errcode: 'UNTKN' } },
    });
  });
});
