// Migration 0007 over HTTP: actionCount and thingCount, the bounded counts the
// activity feed and the things list show instead of totalCount. Each takes the
// filters of its list, answers what the list's totalCount would up to 1,000,
// stops at 1,001 above that, and counts only what the caller may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};
const things: Record<string, string> = {};

async function gql<T>(query: string, variables: Record<string, unknown>, who: string | null) {
  const result = await server.gql<T>(query, variables, who ? tokens[who] : undefined);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('owner', 'Olive Owner', false), ('helper', 'Hal Helper', false),
       ('stranger', 'Sid Stranger', false), ('admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username] = row.id;
    tokens[row.username] = mintJwt({
      role: row.username === 'admin' ? 'bk_admin' : 'bk_user',
      userId: row.id,
    });
  }
  const add = async (name: string, category: string, isPublic = true, collaborate = false) => {
    things[name] = (
      await insertThing(server, {
        name,
        category,
        ownerId: users.owner!,
        isPublic,
        collaboratorIds: collaborate ? [users.helper!] : [],
      })
    ).id;
  };
  await add('Market square planter', 'PLANTER');
  await add('Rotherfold bench', 'BENCH', true, true);
  await add('Station planter', 'PLANTER', true, true);
  await add('Owner’s private bed', 'PLANTER', false);
  const act = (thing: string, type: string, comments: string, times = 1) =>
    server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, comments)
       select $1, $2, $3, $4 from generate_series(1, $5::int)`,
      [things[thing], users.owner, type, comments, times],
    );
  await act('Market square planter', 'WATERING', 'Watered the lavender', 3);
  await act('Market square planter', 'LITTER_CLEANUP', 'Picked up cans');
  await act('Rotherfold bench', 'UPKEEP', 'Painted the slats', 2);
  await act('Owner’s private bed', 'WATERING', 'Watered the lavender', 4);
});

afterAll(async () => {
  await server?.close();
});

describe('actionCount', () => {
  const QUERY = `query ($condition: ActionCondition, $search: String, $type: ActionType, $thingId: UUID) {
    actionCount(search: $search, type: $type, thingId: $thingId)
    allActions(condition: $condition) { totalCount }
  }`;
  type Answer = { actionCount: number; allActions: { totalCount: number } };

  async function count(filters: Record<string, string>, who: string | null) {
    const data = await gql<Answer>(QUERY, { condition: filters, ...filters }, who);
    // Below the limit it is exactly what the list itself counts.
    expect(data.actionCount).toBe(data.allActions.totalCount);
    return data.actionCount;
  }

  it('counts the actions the list shows, with its filters', async () => {
    expect(await count({}, null)).toBe(6);
    expect(await count({ type: 'WATERING' }, null)).toBe(3);
    expect(await count({ search: 'lavender' }, null)).toBe(3);
    expect(await count({ search: 'bench' }, null)).toBe(2); // the thing's name
    expect(await count({ search: '   ' }, null)).toBe(6);
    expect(await count({ thingId: things['Rotherfold bench']! }, null)).toBe(2);
    expect(await count({ type: 'UPKEEP', thingId: things['Market square planter']! }, null)).toBe(
      0,
    );
  });

  it('does not count the actions of a private thing for those who may not see it', async () => {
    expect(await count({ search: 'lavender' }, 'stranger')).toBe(3);
    expect(await count({ search: 'lavender' }, 'owner')).toBe(7);
    expect(await count({ search: 'lavender' }, 'admin')).toBe(7);
    expect(await count({ thingId: things['Owner’s private bed']! }, 'stranger')).toBe(0);
    expect(await count({ thingId: things['Owner’s private bed']! }, 'owner')).toBe(4);
  });

  it('stops at 1,001 above the limit', async () => {
    await server.sql(
      `insert into app_public.actions (thing_id, type, comments)
       select $1, 'WATERING', 'Evening round ' || g from generate_series(1, 1500) g`,
      [things['Station planter']],
    );
    try {
      const data = await gql<Answer>(QUERY, { condition: {} }, null);
      expect(data.allActions.totalCount).toBe(1506);
      expect(data.actionCount).toBe(1001);
      const watering = await gql<Answer>(QUERY, { type: 'WATERING' }, null);
      expect(watering.actionCount).toBe(1001);
      // A filter that leaves fewer than the limit is exact again.
      const upkeep = await gql<Answer>(QUERY, { type: 'UPKEEP' }, null);
      expect(upkeep.actionCount).toBe(2);
    } finally {
      await server.sql(`delete from app_public.actions where comments like 'Evening round %'`);
    }
  });
});

describe('thingCount', () => {
  const QUERY = `query ($condition: ThingCondition, $search: String, $category: ThingCategory, $access: String, $ids: [UUID]) {
    thingCount(search: $search, category: $category, access: $access, ids: $ids)
    allThings(condition: $condition) { totalCount }
  }`;
  type Answer = { thingCount: number; allThings: { totalCount: number } };

  async function count(filters: Record<string, unknown>, who: string | null) {
    const data = await gql<Answer>(QUERY, { condition: filters, ...filters }, who);
    expect(data.thingCount).toBe(data.allThings.totalCount);
    return data.thingCount;
  }

  it('counts the things the list shows, with its filters', async () => {
    expect(await count({}, null)).toBe(3);
    expect(await count({ search: 'PLANTER' }, null)).toBe(2);
    expect(await count({ search: ' planter ' }, null)).toBe(2);
    expect(await count({ search: '%' }, null)).toBe(0);
    expect(await count({ category: 'BENCH' }, null)).toBe(1);
    expect(await count({ search: 'planter', category: 'BENCH' }, null)).toBe(0);
    const ids = [things['Rotherfold bench']!, things['Owner’s private bed']!];
    expect(await count({ ids }, null)).toBe(1);
    expect(await count({ ids }, 'owner')).toBe(2);
  });

  it('counts "mine" views for the signed-in user only', async () => {
    expect(await count({ access: 'OWNED' }, 'owner')).toBe(4);
    expect(await count({ access: 'ANY' }, 'helper')).toBe(2);
    expect(await count({ access: 'COLLABORATING' }, 'helper')).toBe(2);
    expect(await count({ access: 'COLLABORATING' }, 'owner')).toBe(0);
    expect(await count({ access: 'OWNED' }, null)).toBe(0);
  });

  it('does not count a private thing for those who may not see it', async () => {
    expect(await count({ search: 'private' }, 'stranger')).toBe(0);
    expect(await count({ search: 'private' }, 'owner')).toBe(1);
    expect(await count({ search: 'private' }, 'admin')).toBe(1);
  });

  it('stops at 1,001 above the limit', async () => {
    await server.sql(
      `insert into app_public.things (name, category, location)
       select 'Verge planter ' || g, 'PLANTER', point(-2, 52) from generate_series(1, 1200) g`,
    );
    try {
      const all = await gql<Answer>(QUERY, { condition: {} }, null);
      expect(all.allThings.totalCount).toBe(1203);
      expect(all.thingCount).toBe(1001);
      expect((await gql<Answer>(QUERY, { search: 'planter' }, null)).thingCount).toBe(1001);
      expect((await gql<Answer>(QUERY, { category: 'BENCH' }, null)).thingCount).toBe(1);
    } finally {
      await server.sql(`delete from app_public.things where name like 'Verge planter %'`);
    }
  });
});
