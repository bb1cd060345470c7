// Migration 0011 over HTTP: the home page's "need water" list (thingsNeedingWater)
// puts things watered in the last WATERED_RECENTLY_HOURS below the others, still
// listed, and Thing.lastWatering says who watered last. Also thingsNear's category.
import { WATERED_RECENTLY_HOURS } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};
const things: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name) values
       ('robin_w', 'Robin Wren'), ('sam', 'Sam Sower'), ('stranger', 'Stan Ranger')
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username] = row.id;
    tokens[row.username] = mintJwt({ role: 'bk_user', userId: row.id });
  }
  // Water readings: 10 % is too dry (red), 25 % dry (orange), 50 % fine.
  const seeds = [
    { name: 'Old red planter', water: 10, owner: 'robin_w', category: 'PLANTER', hoursAgo: 5 },
    { name: 'New red planter', water: 10, owner: 'robin_w', category: 'PLANTER', hoursAgo: 1 },
    { name: 'Orange planter', water: 25, owner: 'robin_w', category: 'PLANTER', hoursAgo: 9 },
    { name: 'Sam’s red bee cafe', water: 10, owner: 'sam', category: 'BEECAFE', hoursAgo: 8 },
    { name: 'Sam’s orange bee cafe', water: 25, owner: 'sam', category: 'BEECAFE', hoursAgo: 7 },
    { name: 'Sam’s green bench', water: 50, owner: 'sam', category: 'BENCH', hoursAgo: 7 },
  ];
  for (const seed of seeds) {
    const { id } = await insertThing(server, {
      name: seed.name,
      ownerId: users[seed.owner]!,
      category: seed.category,
    });
    things[seed.name] = id;
    await server.sql(`update app_public.things set water = $2 where id = $1`, [id, seed.water]);
    // The colour's history is the trigger's to keep: set how long it has waited around it.
    await server.sql(
      `begin;
       alter table app_public.things disable trigger _100_before_write;
       update app_public.things
         set indicator_colour_changed_at = now() - ${seed.hoursAgo} * interval '1 hour'
         where id = '${id}';
       alter table app_public.things enable trigger _100_before_write;
       commit;`,
    );
  }
});

afterAll(async () => {
  await server?.close();
});

const NEEDING_WATER = `query ($category: ThingCategory) {
  thingsNeedingWater(category: $category, first: 10) {
    nodes { name lastWatering { createdAt creator { username } } }
  }
}`;

interface NeedingWater {
  thingsNeedingWater: {
    nodes: Array<{
      name: string;
      lastWatering: { createdAt: string; creator: { username: string } | null } | null;
    }>;
  };
}

async function needingWater(who: string | null, category?: string) {
  const result = await server.gql<NeedingWater>(
    NEEDING_WATER,
    { category: category ?? null },
    who ? tokens[who] : undefined,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.thingsNeedingWater.nodes;
}

async function water(who: string, thing: string) {
  const result = await server.gql(
    `mutation ($thingId: UUID!) {
      createAction(input: { action: { thingId: $thingId, type: WATERING } }) { action { id } }
    }`,
    { thingId: things[thing] },
    tokens[who],
  );
  expect(result.errors).toBeUndefined();
}

describe('thingsNeedingWater', () => {
  it('lists the caller’s own first, too dry before dry, longest waiting first', async () => {
    expect((await needingWater('robin_w')).map((thing) => thing.name)).toEqual([
      'Old red planter',
      'New red planter',
      'Orange planter',
      'Sam’s red bee cafe',
      'Sam’s orange bee cafe',
    ]);
    // A guest sees the public ones, too dry first.
    expect((await needingWater(null)).map((thing) => thing.name)).toEqual([
      'Sam’s red bee cafe',
      'Old red planter',
      'New red planter',
      'Orange planter',
      'Sam’s orange bee cafe',
    ]);
  });

  it('puts a thing watered just now below the others, with who watered it', async () => {
    await water('robin_w', 'Old red planter');
    const nodes = await needingWater('robin_w');
    expect(nodes.map((thing) => thing.name)).toEqual([
      'New red planter',
      'Orange planter',
      'Sam’s red bee cafe',
      'Sam’s orange bee cafe',
      'Old red planter',
    ]);
    const watered = nodes.at(-1)!;
    expect(watered.lastWatering?.creator?.username).toBe('robin_w');
    expect(Date.now() - Date.parse(watered.lastWatering!.createdAt)).toBeLessThan(60_000);
    // Guests see it demoted too, and when it was watered (usernames are for members).
    const guest = await needingWater(null);
    expect(guest.at(-1)?.name).toBe('Old red planter');
    expect(guest.at(-1)?.lastWatering?.createdAt).toBe(watered.lastWatering!.createdAt);
  });

  it(`goes back to its place once the watering is over ${WATERED_RECENTLY_HOURS} hours old`, async () => {
    await server.sql(
      `update app_public.actions set created_at = now() - $2 * interval '1 hour' - interval '1 minute'
       where thing_id = $1 and type = 'WATERING'`,
      [things['Old red planter'], WATERED_RECENTLY_HOURS],
    );
    const nodes = await needingWater('robin_w');
    expect(nodes[0]).toMatchObject({
      name: 'Old red planter',
      lastWatering: { creator: { username: 'robin_w' } },
    });
  });

  it('keeps to one category when asked (the bee cafe host’s dashboard)', async () => {
    expect((await needingWater('robin_w', 'BEECAFE')).map((thing) => thing.name)).toEqual([
      'Sam’s red bee cafe',
      'Sam’s orange bee cafe',
    ]);
  });

  it('has the same "recently" as @bloomkeep/schema', async () => {
    const [row] = await server.sql<{ hours: string }>(
      `select extract(epoch from app_hidden.watered_recently_interval()) / 3600 as hours`,
    );
    expect(Number(row!.hours)).toBe(WATERED_RECENTLY_HOURS);
  });
});

describe('thingsNear with a category', () => {
  it('finds only things of that category, nearest first', async () => {
    const result = await server.gql<{ thingsNear: { nodes: Array<{ category: string }> } }>(
      `{ thingsNear(latitude: 50.43, longitude: -3.68, category: BEECAFE) { nodes { category } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.thingsNear.nodes.map((node) => node.category)).toEqual([
      'BEECAFE',
      'BEECAFE',
    ]);
  });
});
