// Collaborating says what happened (migration 0009, decision 0112), and the people
// who look after a thing can leave or be removed, each by whom the rules allow
// (deleteThingAccess under row-level security, 0003).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('co_owner', 'Olive Owner', false), ('co_helper', 'Hal Helper', false),
       ('co_other', 'Oona Other', false), ('co_stranger', 'Stan Stranger', false),
       ('co_admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) {
    const who = row.username.slice(3);
    users[who] = row.id;
    tokens[who] = mintJwt({ role: who === 'admin' ? 'bk_admin' : 'bk_user', userId: row.id });
  }
});

afterAll(async () => {
  await server?.close();
});

const COLLABORATE = `mutation ($thingId: UUID!) {
  collaborate(input: { thingId: $thingId }) { thingAccess { isCollaborator isOwner } }
}`;

type Result = Awaited<ReturnType<TestServer['gql']>>;
const errcode = (result: Result) => result.errors?.[0]?.extensions?.exception?.errcode;

async function accessCount(thingId: string, userId: string) {
  const rows = await server.sql(
    'select 1 from app_public.thing_accesses where thing_id = $1 and user_id = $2',
    [thingId, userId],
  );
  return rows.length;
}

describe('collaborate reports the real outcome', () => {
  it('adds a collaborator to a public thing', async () => {
    const thing = await insertThing(server, { name: 'Open bee cafe', ownerId: users.owner! });
    const result = await server.gql<{
      collaborate: { thingAccess: { isCollaborator: boolean; isOwner: boolean } };
    }>(COLLABORATE, { thingId: thing.id }, tokens.stranger);
    expect(result.errors).toBeUndefined();
    expect(result.data!.collaborate.thingAccess).toEqual({ isCollaborator: true, isOwner: false });
  });

  it('says "already helping" (DUPLI) to collaborators and owners, and writes nothing', async () => {
    const thing = await insertThing(server, {
      name: 'Busy bee cafe',
      ownerId: users.owner!,
      collaboratorIds: [users.helper!],
    });
    for (const who of ['helper', 'owner'] as const) {
      const result = await server.gql(COLLABORATE, { thingId: thing.id }, tokens[who]);
      expect(errcode(result), who).toBe('DUPLI');
      expect(result.errors![0]!.message).toBe('You already help look after this thing');
      expect(await accessCount(thing.id, users[who]!)).toBe(1);
    }
    const [owner] = await server.sql<{ is_collaborator: boolean }>(
      'select is_collaborator from app_public.thing_accesses where thing_id = $1 and user_id = $2',
      [thing.id, users.owner],
    );
    expect(owner!.is_collaborator).toBe(false);
  });

  it('says "not found" (NOTHG) alike for no thing, a private thing and a deleted one', async () => {
    const secret = await insertThing(server, {
      name: 'Hidden bee cafe',
      ownerId: users.owner!,
      isPublic: false,
    });
    const deleted = await insertThing(server, { name: 'Gone bee cafe', ownerId: users.owner! });
    await server.sql('update app_public.things set deleted_at = now() where id = $1', [deleted.id]);
    const answers = [];
    for (const thingId of [randomUUID(), secret.id, deleted.id]) {
      const result = await server.gql(COLLABORATE, { thingId }, tokens.stranger);
      answers.push([errcode(result), result.errors?.[0]?.message]);
      expect(await accessCount(thingId, users.stranger!)).toBe(0);
    }
    expect(answers).toEqual(Array(3).fill(['NOTHG', 'That thing does not exist']));
  });

  it('refuses guests (FORBD) and sessions that ended (LOGIN)', async () => {
    const thing = await insertThing(server, { name: 'Guarded bee cafe', ownerId: users.owner! });
    const guest = await server.gql(COLLABORATE, { thingId: thing.id });
    expect(errcode(guest)).toBe('FORBD');
    const gone = mintJwt({ role: 'bk_user', userId: randomUUID() });
    expect(errcode(await server.gql(COLLABORATE, { thingId: thing.id }, gone))).toBe('LOGIN');
  });
});

describe('the collaborators list and removing people', () => {
  const LIST = `query ($id: UUID!) {
    thingById(id: $id) {
      accesses(orderBy: CREATED_AT_ASC) { nodes { nodeId isOwner isCollaborator user { username } } }
    }
  }`;
  const REMOVE = `mutation ($nodeId: ID!) {
    deleteThingAccess(input: { nodeId: $nodeId }) { deletedThingAccessId }
  }`;

  async function setUp() {
    const thing = await insertThing(server, {
      name: `Shared bee cafe ${randomUUID().slice(0, 6)}`,
      ownerId: users.owner!,
      collaboratorIds: [users.helper!, users.other!],
    });
    const result = await server.gql<{
      thingById: {
        accesses: {
          nodes: Array<{ nodeId: string; isOwner: boolean; user: { username: string } }>;
        };
      };
    }>(LIST, { id: thing.id }, tokens.owner);
    expect(result.errors).toBeUndefined();
    const byName = Object.fromEntries(
      result.data!.thingById.accesses.nodes.map((node) => [node.user.username.slice(3), node]),
    );
    return { thing, access: (who: string) => byName[who]!.nodeId };
  }

  it('shows the people who look after it to each other, and to nobody else', async () => {
    const { thing } = await setUp();
    const names = async (token?: string) => {
      const result = await server.gql<{
        thingById: { accesses: { nodes: Array<{ user: { username: string } | null }> } } | null;
      }>(LIST, { id: thing.id }, token);
      return (result.data?.thingById?.accesses.nodes ?? []).map((node) => node.user?.username);
    };
    expect(await names(tokens.helper)).toEqual(['co_owner', 'co_helper', 'co_other']);
    expect(await names(tokens.stranger)).toEqual([]);
    expect(await names(tokens.admin)).toEqual(['co_owner', 'co_helper', 'co_other']);
  });

  it('lets a collaborator stop helping, but not remove anyone else', async () => {
    const { thing, access } = await setUp();
    const other = await server.gql<{ deleteThingAccess: { deletedThingAccessId: string } | null }>(
      REMOVE,
      { nodeId: access('other') },
      tokens.helper,
    );
    expect(other.data?.deleteThingAccess?.deletedThingAccessId ?? null).toBeNull();
    expect(await accessCount(thing.id, users.other!)).toBe(1);
    await server.gql(REMOVE, { nodeId: access('owner') }, tokens.helper);
    expect(await accessCount(thing.id, users.owner!)).toBe(1);

    const self = await server.gql(REMOVE, { nodeId: access('helper') }, tokens.helper);
    expect(self.errors).toBeUndefined();
    expect(await accessCount(thing.id, users.helper!)).toBe(0);
  });

  it('lets the owner and an administrator remove a collaborator; not a stranger or a guest', async () => {
    const { thing, access } = await setUp();
    for (const who of ['stranger', undefined]) {
      const result = await server.gql(
        REMOVE,
        { nodeId: access('helper') },
        who ? tokens[who] : undefined,
      );
      expect(
        (result.data as { deleteThingAccess?: unknown } | null)?.deleteThingAccess ?? null,
      ).toBeNull();
      expect(await accessCount(thing.id, users.helper!), String(who)).toBe(1);
    }
    expect(
      (await server.gql(REMOVE, { nodeId: access('helper') }, tokens.owner)).errors,
    ).toBeUndefined();
    expect(await accessCount(thing.id, users.helper!)).toBe(0);
    expect(
      (await server.gql(REMOVE, { nodeId: access('other') }, tokens.admin)).errors,
    ).toBeUndefined();
    expect(await accessCount(thing.id, users.other!)).toBe(0);
    // The last owner stays.
    const last = await server.gql(REMOVE, { nodeId: access('owner') }, tokens.owner);
    expect(last.errors?.[0]?.message).toBe('A thing needs at least one owner');
    expect(await accessCount(thing.id, users.owner!)).toBe(1);
  });
});
