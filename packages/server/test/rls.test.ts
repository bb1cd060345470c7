// Row-level security on things and their actions (spec §6), as a matrix of who
// asks × what they try × public or private thing, through every GraphQL path:
// lists, by id, by nodeId (thing and node), nested relations, and mutations by
// id and by nodeId. Each forbidden attempt is also checked in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

type Who = 'anonymous' | 'guest' | 'stranger' | 'demoted' | 'collaborator' | 'owner' | 'admin';
type Visibility = 'public' | 'private';

const WHO: Who[] = ['anonymous', 'guest', 'stranger', 'demoted', 'collaborator', 'owner', 'admin'];
const CAN_READ_PRIVATE = new Set<Who>(['collaborator', 'owner', 'admin']);
const CAN_CHANGE = new Set<Who>(['owner', 'admin']);
const CAN_RECORD = new Set<Who>(['collaborator', 'owner', 'admin']);

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Partial<Record<Who, string>> = {};
const things: Record<Visibility, { id: string; nodeId: string; name: string }> = {
  public: { id: '', nodeId: '', name: 'Matrix public bench' },
  private: { id: '', nodeId: '', name: 'Matrix private hedge' },
};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('owner', 'Olive Owner', false), ('collaborator', 'Colin Collab', false),
       ('stranger', 'Sid Stranger', false), ('admin', 'Ada Admin', true),
       ('demoted', 'Dee Demoted', false)
     returning id, username`,
  );
  for (const row of rows) users[row.username] = row.id;
  for (const visibility of ['public', 'private'] as const) {
    const { id, nodeId } = await insertThing(server, {
      name: things[visibility].name,
      ownerId: users.owner!,
      isPublic: visibility === 'public',
      collaboratorIds: [users.collaborator!],
    });
    things[visibility].id = id;
    things[visibility].nodeId = nodeId;
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, comments)
       values ($1, $2, 'WATERING', $3)`,
      [id, users.owner, `Watered the ${visibility} one`],
    );
  }
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;
  for (const who of ['stranger', 'collaborator', 'owner'] as const) {
    tokens[who] = mintJwt({ role: 'bk_user', userId: users[who]! });
  }
  tokens.admin = mintJwt({ role: 'bk_admin', userId: users.admin! });
  // A token still claiming bk_admin for a user whose admin flag was removed.
  tokens.demoted = mintJwt({ role: 'bk_admin', userId: users.demoted! });
});

afterAll(async () => {
  await server?.close();
});

const cases = WHO.flatMap((who) =>
  (['public', 'private'] as const).map((visibility) => ({ who, visibility })),
);

function mayRead(who: Who, visibility: Visibility): boolean {
  return visibility === 'public' || CAN_READ_PRIVATE.has(who);
}

async function gqlOk<T>(query: string, variables: Record<string, unknown>, who: Who): Promise<T> {
  const result = await server.gql<T>(query, variables, tokens[who]);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('reading a thing', () => {
  it.each(cases)(
    '$who reads a $visibility thing only when allowed',
    async ({ who, visibility }) => {
      const thing = things[visibility];
      const expected = mayRead(who, visibility);
      const data = await gqlOk<{
        allThings: { nodes: Array<{ id: string }> };
        thingById: { name: string } | null;
        thing: { name: string } | null;
        node: { name?: string } | null;
        allActions: { nodes: Array<{ comments: string; thing: { id: string } | null }> };
      }>(
        `query ($id: UUID!, $nodeId: ID!) {
        allThings { nodes { id } }
        thingById(id: $id) { name }
        thing(nodeId: $nodeId) { name }
        node(nodeId: $nodeId) { ... on Thing { name } }
        allActions(condition: { thingId: $id }) { nodes { comments thing { id } } }
      }`,
        { id: thing.id, nodeId: thing.nodeId },
        who,
      );
      expect(data.allThings.nodes.some((node) => node.id === thing.id)).toBe(expected);
      expect(data.thingById?.name ?? null).toBe(expected ? thing.name : null);
      expect(data.thing?.name ?? null).toBe(expected ? thing.name : null);
      expect(data.node?.name ?? null).toBe(expected ? thing.name : null);
      // Actions are as visible as their thing.
      expect(data.allActions.nodes.map((node) => node.comments)).toEqual(
        expected ? [`Watered the ${visibility} one`] : [],
      );
    },
  );

  it.each(WHO.filter((who) => !['anonymous', 'guest'].includes(who)))(
    '%s reaches no private thing through accesses or users',
    async (who) => {
      const data = await gqlOk<{
        allThingAccesses: { nodes: Array<{ thing: { id: string } | null }> } | null;
        userById: { thingAccesses: { nodes: Array<{ thing: { id: string } | null }> } } | null;
      }>(
        `query ($owner: UUID!) {
          allThingAccesses { nodes { thing { id } } }
          userById(id: $owner) { thingAccesses { nodes { thing { id } } } }
        }`,
        { owner: users.owner },
        who,
      );
      const reached = [
        ...(data.allThingAccesses?.nodes ?? []),
        ...(data.userById?.thingAccesses.nodes ?? []),
      ].map((access) => access.thing?.id);
      expect(reached.includes(things.private.id)).toBe(CAN_READ_PRIVATE.has(who));
    },
  );
});

async function nameInDatabase(id: string): Promise<string | undefined> {
  const [row] = await server.sql<{ name: string }>(
    'select name from app_public.things where id = $1',
    [id],
  );
  return row?.name;
}

describe('changing a thing', () => {
  it.each(cases)('$who renames a $visibility thing only as owner or admin', async (c) => {
    const thing = things[c.visibility];
    const allowed = CAN_CHANGE.has(c.who);
    for (const [path, query, variables] of [
      [
        'by id',
        `mutation ($id: UUID!, $name: String!) {
          updateThingById(input: { id: $id, patch: { name: $name } }) { thing { name } }
        }`,
        { id: thing.id },
      ],
      [
        'by nodeId',
        `mutation ($nodeId: ID!, $name: String!) {
          updateThing(input: { nodeId: $nodeId, patch: { name: $name } }) { thing { name } }
        }`,
        { nodeId: thing.nodeId },
      ],
    ] as const) {
      const name = `${thing.name} (${c.who} ${path})`;
      const result = await server.gql<Record<string, { thing: { name: string } | null } | null>>(
        query,
        { ...variables, name },
        tokens[c.who],
      );
      if (allowed) {
        expect(result.errors).toBeUndefined();
        expect(await nameInDatabase(thing.id)).toBe(name);
      } else {
        // Refused (an error, or no row for a thing the caller cannot see).
        const returned = result.data ? Object.values(result.data)[0]?.thing : null;
        expect(returned ?? null).toBeNull();
        expect(await nameInDatabase(thing.id)).not.toBe(name);
      }
    }
    await server.sql('update app_public.things set name = $2 where id = $1', [
      thing.id,
      thing.name,
    ]);
  });

  it.each(cases)('$who deletes a $visibility thing only as owner or admin', async (c) => {
    const doomed = await insertThing(server, {
      name: `Doomed ${c.visibility} for ${c.who}`,
      ownerId: users.owner!,
      isPublic: c.visibility === 'public',
      collaboratorIds: [users.collaborator!],
    });
    const result = await server.gql(
      `mutation ($id: UUID!) { deleteThing(input: { id: $id }) { thing { id } } }`,
      { id: doomed.id },
      tokens[c.who],
    );
    // Deleting is soft (0009): the row stays, marked, until the purge job.
    const [row] = await server.sql<{ deleted: boolean }>(
      'select deleted_at is not null as deleted from app_public.things where id = $1',
      [doomed.id],
    );
    if (CAN_CHANGE.has(c.who)) {
      expect(result.errors).toBeUndefined();
      expect(row!.deleted).toBe(true);
    } else {
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(row!.deleted).toBe(false);
    }
  });

  it.each(WHO)('%s cannot create a thing through a table insert', async (who) => {
    // Only createThing makes things (and their owner); no generic insert exists.
    const result = await server.gql(
      `mutation { createThingFromTable: createThing(input: { thing: { name: "x" } }) { thing { id } } }`,
      {},
      tokens[who],
    );
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});

describe('recording an action', () => {
  it.each(cases)('$who records on a $visibility thing only as a steward', async (c) => {
    const thing = things[c.visibility];
    const comments = `Upkeep by ${c.who} on ${c.visibility}`;
    const result = await server.gql(
      `mutation ($thingId: UUID!, $comments: String!) {
        createAction(input: { action: { thingId: $thingId, type: UPKEEP, comments: $comments } }) {
          action { id }
        }
      }`,
      { thingId: thing.id, comments },
      tokens[c.who],
    );
    const rows = await server.sql('select 1 from app_public.actions where comments = $1', [
      comments,
    ]);
    if (CAN_RECORD.has(c.who)) {
      expect(result.errors).toBeUndefined();
      expect(rows).toHaveLength(1);
    } else {
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(rows).toHaveLength(0);
    }
  });

  it('never records an action on something that is not a thing (e.g. a user or a group id)', async () => {
    const result = await server.gql(
      `mutation ($thingId: UUID!) {
        createAction(input: { action: { thingId: $thingId, type: UPKEEP } }) { action { id } }
      }`,
      { thingId: users.owner },
      tokens.admin,
    );
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});

describe('reading users', () => {
  it('shows guests no one, and signed-in users everyone (names, not e-mails)', async () => {
    const visible = async (who: Who) =>
      (
        await gqlOk<{ allUsers: { nodes: Array<{ username: string }> } }>(
          '{ allUsers(orderBy: USERNAME_ASC) { nodes { username } } }',
          {},
          who,
        )
      ).allUsers.nodes.map((node) => node.username);
    expect(await visible('anonymous')).toEqual([]);
    expect(await visible('guest')).toEqual([]);
    const everyone = ['admin', 'collaborator', 'demoted', 'owner', 'stranger'];
    expect(await visible('stranger')).toEqual(everyone);
    expect(await visible('admin')).toEqual(everyone);
  });
});

// The feed shows "A neighbour" to guests. No id that a guest can read may be joined
// with anything that names a user (the leaderboard names users publicly).
describe('identities hidden from guests', () => {
  it.each(WHO)('%s sees creator ids and leaderboard ids only when signed in', async (who) => {
    const thing = things.public;
    const [action] = await server.sql<{ id: string }>(
      'select id from app_public.actions where thing_id = $1',
      [thing.id],
    );
    const actionNodeId = Buffer.from(JSON.stringify(['actions', action!.id])).toString('base64');
    const data = await gqlOk<{
      allActions: { nodes: Array<{ creatorId: string | null; creator: { id: string } | null }> };
      actionById: { creatorId: string | null } | null;
      node: { creatorId?: string | null } | null;
      thingById: { actions: { nodes: Array<{ creatorId: string | null }> } } | null;
      scores: { nodes: Array<{ userId: string | null; username: string | null }> };
    }>(
      `query ($id: UUID!, $actionId: UUID!, $actionNodeId: ID!) {
        allActions(condition: { thingId: $id }) { nodes { creatorId creator { id } } }
        actionById(id: $actionId) { creatorId }
        node(nodeId: $actionNodeId) { ... on Action { creatorId } }
        thingById(id: $id) { actions { nodes { creatorId } } }
        scores(period: ALL_TIME) { nodes { userId username } }
      }`,
      { id: thing.id, actionId: action!.id, actionNodeId },
      who,
    );
    const signedIn = who !== 'anonymous' && who !== 'guest';
    const expected = signedIn ? users.owner : null;
    // Earlier tests recorded more actions: each shows its creator's id only when signed in.
    expect(data.allActions.nodes.length).toBeGreaterThan(0);
    for (const node of data.allActions.nodes) {
      if (signedIn) expect(node.creatorId).toBe(node.creator?.id);
      else expect(node).toEqual({ creatorId: null, creator: null });
    }
    expect(data.actionById).toEqual({ creatorId: expected });
    expect(data.node).toEqual({ creatorId: expected });
    expect(data.thingById!.actions.nodes.map((node) => node.creatorId)).toContain(expected);
    if (!signedIn) {
      expect(data.thingById!.actions.nodes.every((node) => node.creatorId === null)).toBe(true);
    }
    // The leaderboard still names people to everyone, but not by an id.
    const ownerRow = data.scores.nodes.find((row) => row.username === 'owner');
    expect(ownerRow).toEqual({ userId: expected, username: 'owner' });
    if (!signedIn) expect(data.scores.nodes.every((row) => row.userId === null)).toBe(true);
  });

  it('offers no way to filter or order actions by creator', async () => {
    const result = await server.gql(
      `query ($owner: UUID!) { allActions(condition: { creatorId: $owner }) { totalCount } }`,
      { owner: users.owner },
      tokens.guest,
    );
    expect(result.errors?.[0]?.message).toMatch(/creatorId/);
  });
});
