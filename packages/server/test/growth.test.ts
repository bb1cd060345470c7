// Migration 0005 over HTTP: things near a position (thingsNear, nearestThing),
// the overview's bounded counts (thingStats), thing search as a substring match,
// and actions that follow their thing's visibility. Who sees what is checked for
// each, as in rls.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};

/** Totnes market square (latitude, longitude). */
const TOTNES = { latitude: 50.4316, longitude: -3.6866 };

async function placeThing(
  name: string,
  longitude: number,
  latitude: number,
  options: { isPublic?: boolean; description?: string } = {},
) {
  const { id } = await insertThing(server, {
    name,
    ownerId: users.owner!,
    isPublic: options.isPublic ?? true,
  });
  await server.sql(
    'update app_public.things set location = point($2, $3), description = $4 where id = $1',
    [id, longitude, latitude, options.description ?? null],
  );
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('owner', 'Olive Owner', false), ('stranger', 'Sid Stranger', false),
       ('admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username] = row.id;
    tokens[row.username] = mintJwt({
      role: row.username === 'admin' ? 'bk_admin' : 'bk_user',
      userId: row.id,
    });
  }
  // Around Totnes, at growing distances; the private one is the nearest of all.
  await placeThing('Market square planter', -3.6868, 50.4317); // ~20 m
  await placeThing('Rotherfold oak', -3.688, 50.431); // ~120 m
  await placeThing('Vire Island planter', -3.679, 50.43); // ~560 m
  await placeThing('Dartington meadow', -3.71, 50.45); // ~2.6 km
  await placeThing('Exeter hedge', -3.5339, 50.7184); // ~34 km
  // Due east and due north of Totnes at nearly the same flat distance in degrees,
  // but a degree of longitude is much shorter here than one of latitude.
  await placeThing('East bench', -3.6866 + 0.05, 50.4316); // ~3.5 km
  await placeThing('North bench', -3.6866, 50.4316 + 0.045); // ~5.0 km
  await placeThing('Owner’s private bed', -3.6867, 50.4316, { isPublic: false }); // ~7 m
});

afterAll(async () => {
  await server?.close();
});

const NEAR = `query ($latitude: Float!, $longitude: Float!, $first: Int) {
  thingsNear(latitude: $latitude, longitude: $longitude, first: $first) {
    nodes { name }
    pageInfo { hasNextPage }
  }
  nearestThing(latitude: $latitude, longitude: $longitude) { name }
}`;

async function near(who: string | null, first: number | null = null) {
  const result = await server.gql<{
    thingsNear: { nodes: { name: string }[]; pageInfo: { hasNextPage: boolean } };
    nearestThing: { name: string } | null;
  }>(NEAR, { ...TOTNES, first }, who ? tokens[who] : undefined);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('things near a position', () => {
  it('lists the visible things nearest first, by great-circle distance', async () => {
    const data = await near(null, 7);
    expect(data.thingsNear.nodes.map((node) => node.name)).toEqual([
      'Market square planter',
      'Rotherfold oak',
      'Vire Island planter',
      'Dartington meadow',
      'East bench',
      'North bench',
      'Exeter hedge',
    ]);
    expect(data.nearestThing?.name).toBe('Market square planter');
  });

  it('pages with `first` and says when there are more', async () => {
    const data = await near(null, 2);
    expect(data.thingsNear.nodes.map((node) => node.name)).toEqual([
      'Market square planter',
      'Rotherfold oak',
    ]);
    expect(data.thingsNear.pageInfo.hasNextPage).toBe(true);
  });

  it('includes a private thing only for those who may see it', async () => {
    for (const [who, sees] of [
      [null, false],
      ['stranger', false],
      ['owner', true],
      ['admin', true],
    ] as const) {
      const data = await near(who, 3);
      expect(data.thingsNear.nodes[0]!.name === 'Owner’s private bed').toBe(sees);
      expect(data.nearestThing?.name === 'Owner’s private bed').toBe(sees);
    }
  });

  it('never answers more than 100 things, however many are asked for', async () => {
    await server.sql(
      `insert into app_public.things (name, category, location)
       select 'Far planter ' || g, 'PLANTER', point(-2 + g / 1000.0, 52)
       from generate_series(1, 120) g`,
    );
    try {
      const all = await server.gql<{ thingsNear: { nodes: unknown[] } }>(
        `{ thingsNear(latitude: 50.43, longitude: -3.68) { nodes { id } } }`,
      );
      expect(all.data?.thingsNear.nodes).toHaveLength(100);
      const many = await server.gql<{ thingsNear: { nodes: unknown[] } | null }>(
        `{ thingsNear(latitude: 50.43, longitude: -3.68, first: 100) { nodes { id } } }`,
      );
      expect(many.data?.thingsNear?.nodes).toHaveLength(100);
    } finally {
      await server.sql(`delete from app_public.things where name like 'Far planter %'`);
    }
  });

  it('answers nothing for a position that is not on the earth', async () => {
    const result = await server.gql<{ thingsNear: { nodes: unknown[] } }>(
      `{ thingsNear(latitude: 91, longitude: 0, first: 5) { nodes { id } } }`,
    );
    expect(result.data?.thingsNear.nodes).toEqual([]);
  });
});

describe('the overview’s figures (thingStats)', () => {
  const STATS = `{ thingStats { total needWater addedRecently countLimit } }`;
  type Stats = { total: number; needWater: number; addedRecently: number; countLimit: number };

  async function stats(who: string | null) {
    const result = await server.gql<{ thingStats: Stats }>(
      STATS,
      {},
      who ? tokens[who] : undefined,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.thingStats;
  }

  it('counts what the caller can see, and which of those need water', async () => {
    await server.sql(
      `update app_public.things set water = 10 where name in ('Rotherfold oak', 'Owner’s private bed')`,
    );
    await server.sql(`update app_public.things set water = 25 where name = 'East bench'`);
    await server.sql(
      `update app_public.things set created_at = now() - interval '90 days' where name = 'Exeter hedge'`,
    );
    expect(await stats(null)).toEqual({
      total: 7,
      needWater: 2,
      addedRecently: 6,
      countLimit: 1000,
    });
    expect(await stats('owner')).toEqual({
      total: 8,
      needWater: 3,
      addedRecently: 7,
      countLimit: 1000,
    });
  });

  it('stops counting above the limit', async () => {
    await server.sql(
      `insert into app_public.things (name, category, location, water)
       select 'Dry planter ' || g, 'PLANTER', point(-2, 52), 5 from generate_series(1, 1200) g`,
    );
    try {
      const data = await stats(null);
      expect(data.total).toBe(1001);
      expect(data.needWater).toBe(1001);
      expect(data.countLimit).toBe(1000);
    } finally {
      await server.sql(`delete from app_public.things where name like 'Dry planter %'`);
    }
  });
});

describe('thing search', () => {
  const SEARCH = `query ($search: String!) {
    allThings(condition: { search: $search }, orderBy: [NAME_ASC, PRIMARY_KEY_ASC]) {
      totalCount nodes { name }
    }
  }`;

  async function search(text: string, who: string | null = null) {
    const result = await server.gql<{
      allThings: { totalCount: number; nodes: { name: string }[] };
    }>(SEARCH, { search: text }, who ? tokens[who] : undefined);
    expect(result.errors).toBeUndefined();
    return result.data!.allThings.nodes.map((node) => node.name);
  }

  it('finds a part of the name or description, in any case', async () => {
    await server.sql(
      `update app_public.things set description = 'Planted by the 100% volunteer crew' where name = 'Dartington meadow'`,
    );
    expect(await search('PLANTER')).toEqual(['Market square planter', 'Vire Island planter']);
    expect(await search('volunteer')).toEqual(['Dartington meadow']);
  });

  it('takes % and _ literally', async () => {
    expect(await search('100%')).toEqual(['Dartington meadow']);
    expect(await search('%')).toEqual(['Dartington meadow']);
    expect(await search('_')).toEqual([]);
  });

  it('finds a private thing only for those who may see it', async () => {
    expect(await search('private bed')).toEqual([]);
    expect(await search('private bed', 'stranger')).toEqual([]);
    expect(await search('private bed', 'owner')).toEqual(['Owner’s private bed']);
    expect(await search('private bed', 'admin')).toEqual(['Owner’s private bed']);
  });
});

describe('actions follow their thing’s visibility', () => {
  it('hides the actions of a thing made private, and shows them again when public', async () => {
    const id = await placeThing('Changeable planter', -3.7, 50.4);
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, comments)
       values ($1, $2, 'WATERING', 'Watered the changeable one')`,
      [id, users.owner],
    );
    const FEED = `query ($id: UUID!) { allActions(condition: { thingId: $id }) { nodes { comments } } }`;
    const seen = async (who: string | null) => {
      const result = await server.gql<{ allActions: { nodes: { comments: string }[] } }>(
        FEED,
        { id },
        who ? tokens[who] : undefined,
      );
      return result.data!.allActions.nodes.length;
    };
    expect(await seen(null)).toBe(1);

    const hide = await server.gql(
      `mutation ($id: UUID!) { updateThingById(input: { id: $id, patch: { isPublic: false } }) { thing { isPublic } } }`,
      { id },
      tokens.owner,
    );
    expect(hide.errors).toBeUndefined();
    expect(await seen(null)).toBe(0);
    expect(await seen('stranger')).toBe(0);
    expect(await seen('owner')).toBe(1);
    expect(await seen('admin')).toBe(1);

    // An action recorded while the thing is private stays private too.
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type) values ($1, $2, 'UPKEEP')`,
      [id, users.owner],
    );
    expect(await seen('stranger')).toBe(0);
    expect(await seen('owner')).toBe(2);

    await server.gql(
      `mutation ($id: UUID!) { updateThingById(input: { id: $id, patch: { isPublic: true } }) { thing { isPublic } } }`,
      { id },
      tokens.owner,
    );
    expect(await seen(null)).toBe(2);
  });
});
