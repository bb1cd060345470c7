// Things, collaboration, actions, badges, indicator colours, the activity search,
// scores and attaching uploaded images: every call of issue 5 over HTTP against a
// real database. Who may do what is covered as a matrix in rls.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('maker', 'Mae Maker', false), ('helper', 'Hugh Helper', false),
       ('outsider', 'Otto Outsider', false), ('admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username] = row.id;
    tokens[row.username] = mintJwt({
      role: row.username === 'admin' ? 'bk_admin' : 'bk_user',
      userId: row.id,
    });
  }
});

afterAll(async () => {
  await server?.close();
});

const CREATE_THING = `mutation ($input: CreateThingInput!) {
  createThing(input: $input) {
    thing {
      id nodeId name isPublic category indicatorParameter indicatorColour
      location { x y } canEdit canRecordAction
      myAccess { isOwner isCollaborator }
      actions { nodes { type creator { username } } }
    }
  }
}`;

interface CreatedThing {
  id: string;
  nodeId: string;
  name: string;
  location: { x: number; y: number };
  canEdit: boolean;
  myAccess: { isOwner: boolean };
  actions: { nodes: Array<{ type: string; creator: { username: string } }> };
}

async function createThing(
  token: string,
  input: Record<string, unknown> = {},
): Promise<CreatedThing> {
  const result = await server.gql<{ createThing: { thing: CreatedThing } }>(
    CREATE_THING,
    {
      input: {
        name: `Thing ${randomUUID().slice(0, 8)}`,
        isPublic: true,
        x: -3.6884,
        y: 50.4331,
        category: 'PLANTER',
        ...input,
      },
    },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createThing.thing;
}

async function recordAction(
  token: string,
  thingId: string,
  type: string,
  comments?: string,
): Promise<{ id: string; nodeId: string }> {
  const result = await server.gql<{ createAction: { action: { id: string; nodeId: string } } }>(
    `mutation ($thingId: UUID!, $type: ActionType!, $comments: String) {
      createAction(input: { action: { thingId: $thingId, type: $type, comments: $comments } }) {
        action { id nodeId }
      }
    }`,
    { thingId, type, comments },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createAction.action;
}

function firstError(result: { errors?: Array<{ message: string }> }): string | undefined {
  return result.errors?.[0]?.message;
}

describe('createThing', () => {
  it('makes the creator the owner and records a CREATED action and badge', async () => {
    const thing = await createThing(tokens.maker!, {
      name: '  Station Road planter  ',
      description: 'Half barrel by the bus stop',
      indicatorParameter: 'WATER',
    });
    expect(thing).toMatchObject({
      name: 'Station Road planter',
      location: { x: -3.6884, y: 50.4331 },
      canEdit: true,
      myAccess: { isOwner: true },
      actions: { nodes: [{ type: 'CREATED', creator: { username: 'maker' } }] },
    });
    const badges = await server.sql<{ badge_type: string; level: number }>(
      `select b.badge_type, b.level from app_public.user_badges ub
       join app_public.badge_types b on b.id = ub.badge_type_id where ub.user_id = $1`,
      [users.maker],
    );
    expect(badges).toEqual([{ badge_type: 'created', level: 1 }]);
  });

  it('requires sign-in and valid fields, with the shared messages', async () => {
    const guest = await server.gql(CREATE_THING, {
      input: { name: 'Guest bed', isPublic: true, x: 0, y: 0, category: 'BENCH' },
    });
    expect(guest.errors?.length).toBeGreaterThan(0);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'ab' }, 'Name must be between 3 and 255 characters'],
      [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
      [
        { x: 200 },
        'Location must be a longitude between -180 and 180 and a latitude between -90 and 90',
      ],
    ];
    for (const [patch, message] of cases) {
      const result = await server.gql(
        CREATE_THING,
        {
          input: { name: 'Valid name', isPublic: true, x: 1, y: 1, category: 'BENCH', ...patch },
        },
        tokens.maker,
      );
      expect(firstError(result)).toBe(message);
    }
    const rows = await server.sql("select 1 from app_public.things where name = 'Guest bed'");
    expect(rows).toHaveLength(0);
  });
});

describe('updateThing and deleteThing', () => {
  it('updates by nodeId with a patch, including the location', async () => {
    const thing = await createThing(tokens.maker!);
    const result = await server.gql<{
      updateThing: { thing: { name: string; location: { x: number; y: number } } };
    }>(
      `mutation ($nodeId: ID!, $patch: ThingPatch!) {
        updateThing(input: { nodeId: $nodeId, patch: $patch }) { thing { name location { x y } isPublic } }
      }`,
      {
        nodeId: thing.nodeId,
        patch: { name: 'Renamed planter', location: { x: -3.7, y: 50.44 }, isPublic: false },
      },
      tokens.maker,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateThing.thing).toMatchObject({
      name: 'Renamed planter',
      location: { x: -3.7, y: 50.44 },
    });
  });

  it('refuses writing the indicator colour or readings through the API', async () => {
    const thing = await createThing(tokens.maker!);
    const result = await server.gql(
      `mutation ($nodeId: ID!) {
        updateThing(input: { nodeId: $nodeId, patch: { indicatorColour: RED } }) { thing { id } }
      }`,
      { nodeId: thing.nodeId },
      tokens.maker,
    );
    expect(result.errors?.length).toBeGreaterThan(0);
  });

  it('deletes the thing: hidden at once with its actions, purged after the undo window', async () => {
    const thing = await createThing(tokens.maker!);
    await recordAction(tokens.maker!, thing.id, 'WATERING');
    const result = await server.gql<{ deleteThing: { thing: { id: string } } }>(
      `mutation ($id: UUID!) { deleteThing(input: { id: $id }) { thing { id } } }`,
      { id: thing.id },
      tokens.maker,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.deleteThing.thing.id).toBe(thing.id);
    const seen = await server.gql<{ allActions: { totalCount: number } }>(
      `query ($thingId: UUID!) { allActions(condition: { thingId: $thingId }) { totalCount } }`,
      { thingId: thing.id },
      tokens.maker,
    );
    expect(seen.data?.allActions.totalCount).toBe(0);
    // The purge (test/soft-delete.test.ts runs the job itself) deletes the rows.
    await server.sql(
      `update app_public.things set deleted_at = now() - interval '1 hour' where id = $1`,
      [thing.id],
    );
    await server.sql('select app_private.purge_thing($1)', [thing.id]);
    const left = await server.sql('select 1 from app_public.actions where thing_id = $1', [
      thing.id,
    ]);
    expect(left).toHaveLength(0);
  });
});

describe('collaborate and accesses', () => {
  const COLLABORATE = `mutation ($thingId: UUID!) {
    collaborate(input: { thingId: $thingId }) { thingAccess { id isCollaborator isOwner } }
  }`;

  it('lets a signed-in user collaborate on a public thing, then record actions', async () => {
    const thing = await createThing(tokens.maker!);
    const result = await server.gql<{
      collaborate: { thingAccess: { isCollaborator: boolean; isOwner: boolean } };
    }>(COLLABORATE, { thingId: thing.id }, tokens.helper);
    expect(result.errors).toBeUndefined();
    expect(result.data!.collaborate.thingAccess).toMatchObject({
      isCollaborator: true,
      isOwner: false,
    });
    // Twice says so (DUPLI), and there is still one access.
    const again = await server.gql(COLLABORATE, { thingId: thing.id }, tokens.helper);
    expect(firstError(again)).toBe('You already help look after this thing');
    const accesses = await server.sql(
      'select 1 from app_public.thing_accesses where thing_id = $1 and user_id = $2',
      [thing.id, users.helper],
    );
    expect(accesses).toHaveLength(1);
    await recordAction(tokens.helper!, thing.id, 'WATERING', 'Helped out');
  });

  it('refuses private things (as not found) and guests', async () => {
    const secret = await createThing(tokens.maker!, { isPublic: false });
    const result = await server.gql(COLLABORATE, { thingId: secret.id }, tokens.outsider);
    expect(firstError(result)).toBe('That thing does not exist');
    const guest = await server.gql(COLLABORATE, { thingId: secret.id });
    expect(guest.errors?.length).toBeGreaterThan(0);
  });

  it('lets a collaborator step back but not make themself owner; keeps one owner', async () => {
    const thing = await createThing(tokens.maker!);
    const joined = await server.gql<{ collaborate: { thingAccess: { id: string } } }>(
      COLLABORATE,
      { thingId: thing.id },
      tokens.helper,
    );
    const accessId = joined.data!.collaborate.thingAccess.id;
    const UPDATE = `mutation ($id: UUID!, $patch: ThingAccessPatch!) {
      updateThingAccessById(input: { id: $id, patch: $patch }) { thingAccess { isOwner isCollaborator } }
    }`;
    const grab = await server.gql(
      UPDATE,
      { id: accessId, patch: { isOwner: true } },
      tokens.helper,
    );
    expect(firstError(grab)).toBe('Failed to make user owner');
    const stepBack = await server.gql(
      UPDATE,
      { id: accessId, patch: { isCollaborator: false } },
      tokens.helper,
    );
    expect(stepBack.errors).toBeUndefined();
    // The owner makes them an owner, then cannot leave the thing ownerless…
    const promote = await server.gql(
      UPDATE,
      { id: accessId, patch: { isOwner: true } },
      tokens.maker,
    );
    expect(promote.errors).toBeUndefined();
    const [makerAccess] = await server.sql<{ id: string }>(
      'select id from app_public.thing_accesses where thing_id = $1 and user_id = $2',
      [thing.id, users.maker],
    );
    const leaveOne = await server.gql(
      UPDATE,
      { id: makerAccess!.id, patch: { isOwner: false } },
      tokens.maker,
    );
    expect(leaveOne.errors).toBeUndefined();
    const leaveNone = await server.gql(
      UPDATE,
      { id: accessId, patch: { isOwner: false } },
      tokens.helper,
    );
    expect(firstError(leaveNone)).toBe('A thing needs at least one owner');
  });
});

describe('actions', () => {
  it('creates, updates and deletes an action; refuses CREATED by hand', async () => {
    const thing = await createThing(tokens.maker!);
    const action = await recordAction(tokens.maker!, thing.id, 'UPKEEP', 'Pulled bindweed');
    const updated = await server.gql<{
      updateAction: { action: { type: string; comments: string } };
    }>(
      `mutation ($nodeId: ID!) {
        updateAction(input: { nodeId: $nodeId, patch: { type: LITTER_CLEANUP, comments: "Bag of cans" } }) {
          action { type comments }
        }
      }`,
      { nodeId: action.nodeId },
      tokens.maker,
    );
    expect(updated.data?.updateAction.action).toEqual({
      type: 'LITTER_CLEANUP',
      comments: 'Bag of cans',
    });
    const created = await server.gql(
      `mutation ($thingId: UUID!) {
        createAction(input: { action: { thingId: $thingId, type: CREATED } }) { action { id } }
      }`,
      { thingId: thing.id },
      tokens.maker,
    );
    expect(firstError(created)).toBe('Choose what you did');
    const tooLong = await server.gql(
      `mutation ($thingId: UUID!, $comments: String!) {
        createAction(input: { action: { thingId: $thingId, type: UPKEEP, comments: $comments } }) { action { id } }
      }`,
      { thingId: thing.id, comments: 'x'.repeat(1001) },
      tokens.maker,
    );
    expect(firstError(tooLong)).toBe('Comments must be at most 1000 characters');
    const deleted = await server.gql(
      `mutation ($nodeId: ID!) { deleteAction(input: { nodeId: $nodeId }) { deletedActionId } }`,
      { nodeId: action.nodeId },
      tokens.maker,
    );
    expect(deleted.errors).toBeUndefined();
  });

  it('lets only the recorder, the owner or an admin change an action', async () => {
    const thing = await createThing(tokens.maker!);
    await server.gql(
      `mutation ($thingId: UUID!) { collaborate(input: { thingId: $thingId }) { clientMutationId } }`,
      { thingId: thing.id },
      tokens.helper,
    );
    const byOwner = await recordAction(tokens.maker!, thing.id, 'UPKEEP', 'Owner note');
    const attempt = await server.gql<{ updateAction: { action: unknown } | null }>(
      `mutation ($nodeId: ID!) {
        updateAction(input: { nodeId: $nodeId, patch: { comments: "Helper edit" } }) { action { id } }
      }`,
      { nodeId: byOwner.nodeId },
      tokens.helper,
    );
    expect(attempt.data?.updateAction?.action ?? null).toBeNull();
    const [row] = await server.sql<{ comments: string }>(
      'select comments from app_public.actions where id = $1',
      [byOwner.id],
    );
    expect(row!.comments).toBe('Owner note');
  });

  it('shows a thing its newest 100 actions, newest first', async () => {
    const thing = await createThing(tokens.maker!);
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, comments, created_at)
       select $1, $2, 'WATERING', 'Watering ' || g, now() + make_interval(mins => g)
       from generate_series(1, 150) g`,
      [thing.id, users.maker],
    );
    const result = await server.gql<{
      thingById: { actions: { totalCount: number; nodes: Array<{ comments: string }> } };
    }>(`query ($id: UUID!) { thingById(id: $id) { actions { totalCount nodes { comments } } } }`, {
      id: thing.id,
    });
    const { actions } = result.data!.thingById;
    expect(actions.totalCount).toBe(100);
    expect(actions.nodes[0]!.comments).toBe('Watering 150');
    expect(actions.nodes[99]!.comments).toBe('Watering 51');
  });
});

describe('badges', () => {
  it('awards bronze, silver and gold at 1, 10 and 50 waterings, each once with a date', async () => {
    const [user] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('waterer', 'Wat Erer') returning id`,
    );
    const token = mintJwt({ role: 'bk_user', userId: user!.id });
    const thing = await createThing(token);
    const levels = async () =>
      (
        await server.gql<{
          currentUser: {
            userBadgesByUserId: {
              nodes: Array<{ awardedAt: string; badgeType: { badgeType: string; level: number } }>;
            };
          };
        }>(
          `{ currentUser { userBadgesByUserId { nodes { awardedAt badgeType: badgeTypeByBadgeTypeId { badgeType level } } } } }`,
          {},
          token,
        )
      )
        .data!.currentUser.userBadgesByUserId.nodes.filter(
          (node) => node.badgeType.badgeType === 'watering',
        )
        .map((node) => {
          expect(Date.parse(node.awardedAt)).not.toBeNaN();
          return node.badgeType.level;
        })
        .sort();
    // At most 3 waterings of one thing count per hour (decision 0105): the earlier
    // ones are written an hour apart.
    const earlier = (from: number, to: number) =>
      server.sql(
        `insert into app_public.actions (thing_id, creator_id, type, created_at)
         select $1, $2, 'WATERING', now() - make_interval(hours => g)
         from generate_series($3::int, $4::int) g`,
        [thing.id, user!.id, from, to],
      );
    await recordAction(token, thing.id, 'WATERING');
    expect(await levels()).toEqual([1]);
    await earlier(1, 8);
    expect(await levels()).toEqual([1]);
    await recordAction(token, thing.id, 'WATERING');
    expect(await levels()).toEqual([1, 2]);
    await earlier(9, 48);
    expect(await levels()).toEqual([1, 2, 3]);
    // Measurements earn nothing; more waterings add no second gold.
    await recordAction(token, thing.id, 'MEASUREMENT');
    await recordAction(token, thing.id, 'WATERING');
    const [count] = await server.sql<{ n: number }>(
      'select count(*)::int as n from app_public.user_badges where user_id = $1',
      [user!.id],
    );
    expect(count!.n).toBe(4); // created (1) + watering (3)
  });
});

describe('indicator colour', () => {
  it('follows the readings and remembers the previous colour and when it changed', async () => {
    const thing = await createThing(tokens.maker!);
    const read = async () =>
      (
        await server.gql<{
          thingById: {
            indicatorColour: string;
            indicatorColourLast: string | null;
            indicatorColourChangedAt: string;
          };
        }>(
          `query ($id: UUID!) { thingById(id: $id) { indicatorColour indicatorColourLast indicatorColourChangedAt } }`,
          { id: thing.id },
        )
      ).data!.thingById;
    expect(await read()).toMatchObject({ indicatorColour: 'GREY', indicatorColourLast: null });
    await server.sql('update app_public.things set water = 45 where id = $1', [thing.id]);
    const moist = await read();
    expect(moist).toMatchObject({ indicatorColour: 'GREEN', indicatorColourLast: 'GREY' });
    await server.sql('update app_public.things set water = 25 where id = $1', [thing.id]);
    const dry = await read();
    expect(dry).toMatchObject({ indicatorColour: 'ORANGE', indicatorColourLast: 'GREEN' });
    expect(Date.parse(dry.indicatorColourChangedAt)).toBeGreaterThanOrEqual(
      Date.parse(moist.indicatorColourChangedAt),
    );
    // Another reading in the same band keeps the history.
    await server.sql('update app_public.things set water = 22 where id = $1', [thing.id]);
    expect(await read()).toEqual(dry);
    await server.sql('update app_public.things set water = 10 where id = $1', [thing.id]);
    expect(await read()).toMatchObject({ indicatorColour: 'RED', indicatorColourLast: 'ORANGE' });
    // Switching the parameter to pH with no pH reading makes it unknown.
    await server.sql("update app_public.things set indicator_parameter = 'PH' where id = $1", [
      thing.id,
    ]);
    expect(await read()).toMatchObject({ indicatorColour: 'GREY', indicatorColourLast: 'RED' });
  });
});

describe('activity feed (allActions)', () => {
  let thingId = '';
  beforeAll(async () => {
    const thing = await createThing(tokens.maker!, { name: 'Rosebank orchard' });
    thingId = thing.id;
    const other = await createThing(tokens.maker!, { name: 'Quay bench' });
    await recordAction(tokens.maker!, thingId, 'WATERING', 'Soaked the young apple trees');
    await recordAction(tokens.maker!, thingId, 'UPKEEP', 'Mulched with woodchip');
    await recordAction(tokens.maker!, other.id, 'LITTER_CLEANUP', 'Cans under the bench');
  });

  const FEED = `query ($condition: ActionCondition, $first: Int, $after: Cursor) {
    allActions(condition: $condition, orderBy: CREATED_AT_DESC, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { comments type thing { name } }
    }
  }`;
  interface Feed {
    allActions: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      nodes: Array<{ comments: string | null; type: string; thing: { name: string } }>;
    };
  }

  it('finds actions by words in comments or thing name (stemmed)', async () => {
    const byComment = await server.gql<Feed>(FEED, { condition: { search: 'apple' } });
    expect(byComment.data!.allActions.nodes.map((n) => n.comments)).toEqual([
      'Soaked the young apple trees',
    ]);
    const byThing = await server.gql<Feed>(FEED, { condition: { search: 'orchard' } });
    expect(byThing.data!.allActions.nodes.map((n) => n.type).sort()).toEqual([
      'CREATED',
      'UPKEEP',
      'WATERING',
    ]);
    const stemmed = await server.gql<Feed>(FEED, { condition: { search: 'mulching' } });
    expect(stemmed.data!.allActions.nodes.map((n) => n.comments)).toEqual([
      'Mulched with woodchip',
    ]);
  });

  it('filters by type and thing, newest first', async () => {
    const result = await server.gql<Feed>(FEED, {
      condition: { thingId, type: 'UPKEEP' },
    });
    expect(result.data!.allActions.nodes).toEqual([
      { comments: 'Mulched with woodchip', type: 'UPKEEP', thing: { name: 'Rosebank orchard' } },
    ]);
    const all = await server.gql<Feed>(FEED, { condition: { thingId } });
    expect(all.data!.allActions.nodes.map((n) => n.type)).toEqual([
      'UPKEEP',
      'WATERING',
      'CREATED',
    ]);
  });

  it('pages with cursors without repeating or skipping', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { data?: Feed | null } = await server.gql<Feed>(FEED, {
        condition: { thingId },
        first: 2,
        after,
      });
      seen.push(...page.data!.allActions.nodes.map((n) => n.type));
      if (!page.data!.allActions.pageInfo.hasNextPage) break;
      after = page.data!.allActions.pageInfo.endCursor;
    }
    expect(seen).toEqual(['UPKEEP', 'WATERING', 'CREATED']);
  });
});

describe('scores', () => {
  it('ranks users by points over a period, counting public things only', async () => {
    const [row] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('scorer', 'Sco Rer') returning id`,
    );
    const token = mintJwt({ role: 'bk_user', userId: row!.id });
    const open = await createThing(token, { name: 'Scored bench' });
    const closed = await createThing(token, { name: 'Unscored hedge', isPublic: false });
    await recordAction(token, open.id, 'WATERING');
    await recordAction(token, open.id, 'EDUCATION');
    await recordAction(token, closed.id, 'WATERING');
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, created_at)
       values ($1, $2, 'UPKEEP', now() - interval '60 days')`,
      [open.id, row!.id],
    );
    const scores = async (period: string) =>
      (
        await server.gql<{
          scores: {
            nodes: Array<{ username: string; points: number; watering: number; rank: number }>;
          };
        }>(
          `query ($period: ScorePeriod) { scores(period: $period) { nodes { username points watering rank } } }`,
          {
            period,
          },
        )
      ).data!.scores.nodes.find((node) => node.username === 'scorer');
    // CREATED 10 + WATERING 3 + EDUCATION 5; the private thing's actions do not count.
    expect(await scores('WEEK')).toMatchObject({ points: 18, watering: 1 });
    expect(await scores('YEAR')).toMatchObject({ points: 21 });
  });
});

/** An upload as POST /upload records it (the files themselves are upload.test.ts's). */
async function stageUpload(userId: string, sessionId: string): Promise<string> {
  const id = randomUUID();
  await server.sql(
    `insert into app_private.uploads (id, session_id, user_id, width, height, bytes)
     values ($1, $2, $3, 10, 10, 100)`,
    [id, sessionId, userId],
  );
  return id;
}

const NEW_FILES = `mutation ($sessionId: String!, $type: String!, $id: UUID!) {
  newFiles(input: { sessionId: $sessionId, type: $type, id: $id }) { movedFiles }
}`;

describe('newFiles', () => {
  it('moves the session’s uploads to a thing the caller may edit', async () => {
    const thing = await createThing(tokens.maker!);
    const uploadId = await stageUpload(users.maker!, 'session-maker-1');
    const result = await server.gql<{ newFiles: { movedFiles: string[] } }>(
      NEW_FILES,
      { sessionId: 'session-maker-1', type: 'product', id: thing.id },
      tokens.maker,
    );
    expect(result.data!.newFiles.movedFiles).toEqual([`${uploadId}.webp`]);
    const [row] = await server.sql<{ image: string; has_image: boolean }>(
      'select image, has_image from app_public.things where id = $1',
      [thing.id],
    );
    expect(row).toEqual({ image: `/files/${uploadId}.webp`, has_image: true });
  });

  it('refuses a thing the caller does not own, and other people’s sessions', async () => {
    const thing = await createThing(tokens.maker!);
    await stageUpload(users.outsider!, 'session-outsider');
    const refused = await server.gql(
      NEW_FILES,
      { sessionId: 'session-outsider', type: 'product', id: thing.id },
      tokens.outsider,
    );
    expect(firstError(refused)).toBe('You cannot change this');
    // The owner cannot take someone else's uploads either.
    const foreign = await server.gql<{ newFiles: { movedFiles: string[] } }>(
      NEW_FILES,
      { sessionId: 'session-outsider', type: 'product', id: thing.id },
      tokens.maker,
    );
    expect(foreign.data!.newFiles.movedFiles).toEqual([]);
    const [row] = await server.sql<{ has_image: boolean }>(
      'select has_image from app_public.things where id = $1',
      [thing.id],
    );
    expect(row!.has_image).toBe(false);
  });
});

describe('allThings filters (the search page)', () => {
  it('finds by text, by the caller’s access and by ids, under row-level security', async () => {
    const [row] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('searcher', 'Sea Rcher') returning id`,
    );
    const token = mintJwt({ role: 'bk_user', userId: row!.id });
    const mine = await createThing(token, { name: 'Quillet orchard gate', isPublic: false });
    const theirs = await createThing(tokens.maker!, {
      name: 'Quillet verge',
      description: 'Wide grass verge',
    });
    await server.gql(
      `mutation ($thingId: UUID!) { collaborate(input: { thingId: $thingId }) { clientMutationId } }`,
      { thingId: theirs.id },
      token,
    );
    const names = async (condition: Record<string, unknown>, as?: string) => {
      const result = await server.gql<{ allThings: { nodes: Array<{ name: string }> } }>(
        `query ($condition: ThingCondition) { allThings(condition: $condition, orderBy: NAME_ASC) { nodes { name } } }`,
        { condition },
        as,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.allThings.nodes.map((node) => node.name);
    };
    expect(await names({ search: 'QUILLET' }, token)).toEqual([
      'Quillet orchard gate',
      'Quillet verge',
    ]);
    expect(await names({ search: 'grass verge' }, token)).toEqual(['Quillet verge']);
    // Guests find only the public one.
    expect(await names({ search: 'quillet' })).toEqual(['Quillet verge']);
    expect(await names({ search: 'quillet', access: 'OWNED' }, token)).toEqual([
      'Quillet orchard gate',
    ]);
    expect(await names({ search: 'quillet', access: 'COLLABORATING' }, token)).toEqual([
      'Quillet verge',
    ]);
    expect(await names({ search: 'quillet', access: 'ANY' }, token)).toEqual([
      'Quillet orchard gate',
      'Quillet verge',
    ]);
    expect(await names({ access: 'OWNED' })).toEqual([]);
    // Ids: the recent list; a private thing of someone else stays hidden.
    expect(await names({ ids: [mine.id, theirs.id] }, token)).toEqual([
      'Quillet orchard gate',
      'Quillet verge',
    ]);
    expect(await names({ ids: [mine.id, theirs.id] }, tokens.outsider)).toEqual(['Quillet verge']);
  });
});

describe('allBadgeTypes', () => {
  it('lists bronze, silver and gold at 1, 10 and 50 for every activity', async () => {
    const result = await server.gql<{
      allBadgeTypes: { nodes: Array<{ badgeType: string; level: number; threshold: number }> };
    }>('{ allBadgeTypes { nodes { badgeType level threshold } } }');
    const watering = result
      .data!.allBadgeTypes.nodes.filter((node) => node.badgeType === 'watering')
      .map((node) => [node.level, node.threshold])
      .sort();
    expect(watering).toEqual([
      [1, 1],
      [2, 10],
      [3, 50],
    ]);
    expect(new Set(result.data!.allBadgeTypes.nodes.map((node) => node.badgeType)).size).toBe(7);
  });
});

describe('removing accesses (deleteThingAccessById)', () => {
  it('lets a collaborator leave and an owner remove them; nobody else', async () => {
    const thing = await createThing(tokens.maker!);
    const join = async () =>
      (
        await server.gql<{ collaborate: { thingAccess: { id: string } } }>(
          `mutation ($thingId: UUID!) { collaborate(input: { thingId: $thingId }) { thingAccess { id } } }`,
          { thingId: thing.id },
          tokens.helper,
        )
      ).data!.collaborate.thingAccess.id;
    const remove = (id: string, token: string) =>
      server.gql<{ deleteThingAccessById: { deletedThingAccessId: string | null } | null }>(
        `mutation ($id: UUID!) { deleteThingAccessById(input: { id: $id }) { deletedThingAccessId } }`,
        { id },
        token,
      );
    const exists = async (id: string) =>
      (await server.sql('select 1 from app_public.thing_accesses where id = $1', [id])).length ===
      1;

    const first = await join();
    const byStranger = await remove(first, tokens.outsider!);
    expect(byStranger.data?.deleteThingAccessById?.deletedThingAccessId ?? null).toBeNull();
    expect(await exists(first)).toBe(true);
    expect((await remove(first, tokens.helper!)).errors).toBeUndefined();
    expect(await exists(first)).toBe(false);

    const second = await join();
    expect((await remove(second, tokens.maker!)).errors).toBeUndefined();
    expect(await exists(second)).toBe(false);

    // The last owner cannot remove themself.
    const [owner] = await server.sql<{ id: string }>(
      'select id from app_public.thing_accesses where thing_id = $1 and is_owner',
      [thing.id],
    );
    const last = await remove(owner!.id, tokens.maker!);
    expect(firstError(last)).toBe('A thing needs at least one owner');
    expect(await exists(owner!.id)).toBe(true);
  });
});

describe('newFiles for actions and users', () => {
  it('attaches to an action its recorder made, and to the caller’s own profile only', async () => {
    const thing = await createThing(tokens.maker!);
    const action = await recordAction(tokens.maker!, thing.id, 'WATERING');
    const photo = await stageUpload(users.maker!, 'session-action-1');
    const attached = await server.gql<{ newFiles: { movedFiles: string[] } }>(
      NEW_FILES,
      { sessionId: 'session-action-1', type: 'action', id: action.id },
      tokens.maker,
    );
    expect(attached.data!.newFiles.movedFiles).toEqual([`${photo}.webp`]);
    const [row] = await server.sql<{ image: string }>(
      'select image from app_public.actions where id = $1',
      [action.id],
    );
    expect(row!.image).toBe(`/files/${photo}.webp`);

    await stageUpload(users.outsider!, 'session-outsider-2');
    const onAction = await server.gql(
      NEW_FILES,
      { sessionId: 'session-outsider-2', type: 'action', id: action.id },
      tokens.outsider,
    );
    expect(firstError(onAction)).toBe('You cannot change this');
    const onSomeoneElse = await server.gql(
      NEW_FILES,
      { sessionId: 'session-outsider-2', type: 'user', id: users.maker },
      tokens.outsider,
    );
    expect(firstError(onSomeoneElse)).toBe('You cannot change this');
    const avatar = await server.gql<{ newFiles: { movedFiles: string[] } }>(
      NEW_FILES,
      { sessionId: 'session-outsider-2', type: 'user', id: users.outsider },
      tokens.outsider,
    );
    expect(avatar.data!.newFiles.movedFiles).toHaveLength(1);
    const unknown = await server.gql(
      NEW_FILES,
      // (group became a type with groups, migration 0024; devices have none yet.)
      { sessionId: 'session-outsider-2', type: 'device', id: users.outsider },
      tokens.outsider,
    );
    expect(firstError(unknown)).toBe('Unknown file type device');
  });
});

describe('the caller’s relation to a thing', () => {
  it('tells guests, strangers, collaborators and owners what they may do', async () => {
    const thing = await createThing(tokens.maker!);
    await server.gql(
      `mutation ($thingId: UUID!) { collaborate(input: { thingId: $thingId }) { clientMutationId } }`,
      { thingId: thing.id },
      tokens.helper,
    );
    const guest = (
      await server.gql<{ signInAsGuest: { jwtToken: string } }>(
        'mutation { signInAsGuest(input: {}) { jwtToken } }',
      )
    ).data!.signInAsGuest.jwtToken;
    const relation = async (token?: string) => {
      const result = await server.gql<{ thingById: Record<string, unknown> }>(
        `query ($id: UUID!) {
          thingById(id: $id) { canEdit canRecordAction myAccess { isOwner isCollaborator } }
        }`,
        { id: thing.id },
        token,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.thingById;
    };
    const none = { canEdit: false, canRecordAction: false, myAccess: null };
    expect(await relation()).toEqual(none);
    expect(await relation(guest)).toEqual(none);
    expect(await relation(tokens.outsider)).toEqual(none);
    expect(await relation(tokens.helper)).toEqual({
      canEdit: false,
      canRecordAction: true,
      myAccess: { isOwner: false, isCollaborator: true },
    });
    expect(await relation(tokens.maker)).toEqual({
      canEdit: true,
      canRecordAction: true,
      myAccess: { isOwner: true, isCollaborator: false },
    });
    expect(await relation(tokens.admin)).toEqual({
      canEdit: true,
      canRecordAction: true,
      myAccess: null,
    });
  });
});
