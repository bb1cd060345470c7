// Badges and points cannot be farmed (issue 9 §4, decision 0105): at most 3
// actions of one type per thing and clock hour count; only public things count;
// deleting what earned a recent badge takes it back. Farmed actions are written
// with explicit times (so no test straddles an hour); what counts is read through
// the API, as the badges page and the scorer read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
async function newUser(): Promise<{ id: string; token: string; username: string }> {
  counter += 1;
  const username = `farmer${counter}`;
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ($1, 'Fran Farmer') returning id`,
    [username],
  );
  return { id: row!.id, username, token: mintJwt({ role: 'bk_user', userId: row!.id }) };
}

/** Record `count` actions, `gapSeconds` apart, starting at the top of an hour a day ago. */
async function record(
  userId: string,
  thingId: string,
  type: string,
  count: number,
  gapSeconds: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, created_at)
       values ($1, $2, $3, date_trunc('hour', now()) - interval '1 day' + make_interval(secs => $4))`,
      [thingId, userId, type, i * gapSeconds],
    );
  }
}

async function badges(user: { id: string; token: string }): Promise<string[]> {
  const result = await server.gql<{
    allUserBadges: {
      nodes: Array<{ badgeTypeByBadgeTypeId: { badgeType: string; level: number } }>;
    };
  }>(
    `query ($id: UUID!) { allUserBadges(condition: { userId: $id }) {
      nodes { badgeTypeByBadgeTypeId { badgeType level } } } }`,
    { id: user.id },
    user.token,
  );
  expect(result.errors).toBeUndefined();
  return result
    .data!.allUserBadges.nodes.map(
      (n) => `${n.badgeTypeByBadgeTypeId.badgeType}:${n.badgeTypeByBadgeTypeId.level}`,
    )
    .sort();
}

/** Delete through the API (soft), then run the purge as if the undo window were over. */
async function deleteAndPurge(thingId: string, token: string): Promise<void> {
  const deleted = await server.gql(
    `mutation ($id: UUID!) { deleteThing(input: { id: $id }) { thing { id } } }`,
    { id: thingId },
    token,
  );
  expect(deleted.errors).toBeUndefined();
  await server.sql(
    `update app_public.things set deleted_at = now() - interval '1 hour' where id = $1`,
    [thingId],
  );
  await server.sql('select app_private.purge_thing($1)', [thingId]);
}

async function score(user: { username: string; token: string }) {
  const result = await server.gql<{
    scores: { nodes: Array<{ username: string; watering: number; points: number }> };
  }>('{ scores(period: WEEK) { nodes { username watering points } } }', {}, user.token);
  expect(result.errors).toBeUndefined();
  return result.data!.scores.nodes.find((row) => row.username === user.username) ?? null;
}

describe('badges and points', () => {
  it('count at most 3 actions of a type per thing and hour', async () => {
    const user = await newUser();
    const thing = await insertThing(server, { name: 'Farmed planter', ownerId: user.id });
    // Twelve waterings within one minute: three count.
    await record(user.id, thing.id, 'WATERING', 12, 5);
    expect(await badges(user)).toEqual(['watering:1']);
    expect(await score(user)).toMatchObject({ watering: 3, points: 9 });
  });

  it('count honest work spread over hours', async () => {
    const user = await newUser();
    const thing = await insertThing(server, { name: 'Tended planter', ownerId: user.id });
    // One watering an hour for ten hours: the silver badge.
    await record(user.id, thing.id, 'WATERING', 10, 3600);
    expect(await badges(user)).toEqual(['watering:1', 'watering:2']);
    expect(await score(user)).toMatchObject({ watering: 10 });
  });

  it('give nothing for private things', async () => {
    const user = await newUser();
    const thing = await insertThing(server, {
      name: 'Private planter',
      ownerId: user.id,
      isPublic: false,
    });
    await record(user.id, thing.id, 'WATERING', 10, 3600);
    expect(await badges(user)).toEqual([]);
    expect(await score(user)).toBeNull();
  });

  it('are taken back when the actions that earned a recent badge are deleted', async () => {
    const user = await newUser();
    const thing = await insertThing(server, { name: 'Fleeting planter', ownerId: user.id });
    await record(user.id, thing.id, 'WATERING', 10, 3600);
    expect(await badges(user)).toEqual(['watering:1', 'watering:2']);
    const [oldest] = await server.sql<{ id: string }>(
      `select id from app_public.actions where creator_id = $1 order by created_at limit 1`,
      [user.id],
    );
    const deleted = await server.gql(
      `mutation ($id: UUID!) { deleteActionById(input: { id: $id }) { deletedActionId } }`,
      { id: oldest!.id },
      user.token,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await badges(user)).toEqual(['watering:1']);

    // Deleting the thing deletes its actions once purged, and with them the last badge.
    await deleteAndPurge(thing.id, user.token);
    expect(await badges(user)).toEqual([]);
    expect(await score(user)).toBeNull();
  });

  it('create-and-delete does not farm the creator badge', async () => {
    const user = await newUser();
    const created = await server.gql<{ createThing: { thing: { id: string } } }>(
      `mutation { createThing(input: { name: "Here and gone", isPublic: true, x: -3.68, y: 50.43,
        category: PLANTER }) { thing { id } } }`,
      {},
      user.token,
    );
    expect(created.errors).toBeUndefined();
    expect(await badges(user)).toEqual(['created:1']);
    await deleteAndPurge(created.data!.createThing.thing.id, user.token);
    expect(await badges(user)).toEqual([]);
  });

  it('keep badges earned more than a week ago', async () => {
    const user = await newUser();
    const thing = await insertThing(server, { name: 'Old planter', ownerId: user.id });
    await record(user.id, thing.id, 'WATERING', 1, 0);
    await server.sql(
      `update app_public.user_badges set awarded_at = now() - interval '8 days' where user_id = $1`,
      [user.id],
    );
    await server.sql('delete from app_public.actions where creator_id = $1', [user.id]);
    expect(await badges(user)).toEqual(['watering:1']);
  });
});
