// The leaderboard's points and the badge progress, as the app reads them. The points per
// action type live once in @bloomkeep/schema (ACTION_POINTS) with app_private.action_points
// as their SQL twin; the scorer shows each row's counts times those points, so they must
// add up to the row's total. Badge progress counts what the badge triggers count.
import { ACTION_POINTS, ACTION_TYPES } from '@bloomkeep/schema';
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
  const username = `scorer${counter}`;
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ($1, 'Sam Scorer') returning id`,
    [username],
  );
  return { id: row!.id, username, token: mintJwt({ role: 'bk_user', userId: row!.id }) };
}

/** Record `count` actions of `type`, `gapSeconds` apart, from the top of an hour a day ago. */
async function record(
  userId: string,
  thingId: string,
  type: string,
  count: number,
  gapSeconds = 3600,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, created_at)
       values ($1, $2, $3, date_trunc('hour', now()) - interval '1 day' + make_interval(secs => $4))`,
      [thingId, userId, type, i * gapSeconds],
    );
  }
}

const COUNT_FIELDS = {
  CREATED: 'created',
  SHARE: 'share',
  EDUCATION: 'education',
  MEASUREMENT: 'measurement',
  WATERING: 'watering',
  LITTER_CLEANUP: 'litterCleanup',
  UPKEEP: 'upkeep',
} as const;

describe('points per action type', () => {
  it('are the same in SQL as in @bloomkeep/schema, for every action type', async () => {
    const rows = await server.sql<{ type: string; points: number }>(
      `select t::text as type, app_private.action_points(t) as points
       from unnest(enum_range(null::app_public.action_type)) t`,
    );
    expect(rows.map((row) => row.type).sort()).toEqual([...ACTION_TYPES].sort());
    expect(Object.fromEntries(rows.map((row) => [row.type, row.points]))).toEqual(ACTION_POINTS);
  });
});

describe('scores', () => {
  it('give counts per action type that add up to the points, capped actions left out of both', async () => {
    const user = await newUser();
    const thing = await insertThing(server, { name: 'Scored planter', ownerId: user.id });
    const plan: Record<keyof typeof COUNT_FIELDS, number> = {
      CREATED: 1,
      SHARE: 2,
      EDUCATION: 1,
      MEASUREMENT: 3,
      WATERING: 4,
      LITTER_CLEANUP: 1,
      UPKEEP: 2,
    };
    for (const [type, count] of Object.entries(plan)) await record(user.id, thing.id, type, count);
    // Five more measurements within a minute on another thing: only three of them count.
    const other = await insertThing(server, { name: 'Measured planter', ownerId: user.id });
    await record(user.id, other.id, 'MEASUREMENT', 5, 5);
    const counted = { ...plan, MEASUREMENT: plan.MEASUREMENT + 3 };

    const result = await server.gql<{ scores: { nodes: Array<Record<string, unknown>> } }>(
      `{ scores(period: WEEK) { nodes { username points created share education measurement
          watering litterCleanup upkeep } } }`,
      {},
      user.token,
    );
    expect(result.errors).toBeUndefined();
    const row = result.data!.scores.nodes.find((node) => node.username === user.username)!;
    for (const [type, field] of Object.entries(COUNT_FIELDS)) {
      expect(row[field], field).toBe(counted[type as keyof typeof COUNT_FIELDS]);
    }
    const sum = ACTION_TYPES.reduce(
      (total, type) => total + (row[COUNT_FIELDS[type]] as number) * ACTION_POINTS[type],
      0,
    );
    expect(row.points).toBe(sum);
    expect(row.points).toBe(10 + 2 + 5 + 2 * 6 + 3 * 4 + 3 + 3 * 2);
  });
});

describe('currentUserBadgeProgress', () => {
  async function progress(token: string | undefined) {
    const result = await server.gql<{
      currentUserBadgeProgress: { nodes: Array<{ badgeType: string; count: number }> } | null;
    }>('{ currentUserBadgeProgress { nodes { badgeType count } } }', {}, token);
    return result;
  }

  it('counts what the badges count, per family, for the signed-in user only', async () => {
    const user = await newUser();
    const other = await newUser();
    const thing = await insertThing(server, { name: 'Progress planter', ownerId: user.id });
    const hidden = await insertThing(server, {
      name: 'Private planter',
      ownerId: user.id,
      isPublic: false,
    });
    await record(user.id, thing.id, 'WATERING', 4);
    // Farmed (3 of 12 count), private (none count) and measurements (no badge).
    await record(user.id, thing.id, 'UPKEEP', 12, 5);
    await record(user.id, hidden.id, 'WATERING', 6);
    await record(user.id, thing.id, 'MEASUREMENT', 2);
    await record(other.id, thing.id, 'WATERING', 7);

    const result = await progress(user.token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.currentUserBadgeProgress!.nodes).toEqual([
      { badgeType: 'created', count: 0 },
      { badgeType: 'education', count: 0 },
      { badgeType: 'littercleanup', count: 0 },
      { badgeType: 'share', count: 0 },
      { badgeType: 'upkeep', count: 3 },
      { badgeType: 'watering', count: 4 },
    ]);
  });

  it('agrees with the award: the tenth counted watering shows 10 and earns silver', async () => {
    const user = await newUser();
    const thing = await insertThing(server, { name: 'Silver planter', ownerId: user.id });
    await record(user.id, thing.id, 'WATERING', 10);
    const result = await progress(user.token);
    expect(result.data!.currentUserBadgeProgress!.nodes).toContainEqual({
      badgeType: 'watering',
      count: 10,
    });
    const [silver] = await server.sql<{ n: number }>(
      `select count(*)::int as n from app_public.user_badges ub
       join app_public.badge_types b on b.id = ub.badge_type_id
       where ub.user_id = $1 and b.badge_type = 'watering' and b.level = 2`,
      [user.id],
    );
    expect(silver!.n).toBe(1);
  });

  it('is empty for guests', async () => {
    const result = await progress(undefined);
    expect(result.errors).toBeUndefined();
    expect(result.data!.currentUserBadgeProgress!.nodes).toEqual([]);
  });
});

describe('the badge catalogue', () => {
  it('offers only badges something can earn: no silver or gold for signing in', async () => {
    const result = await server.gql<{
      allBadgeTypes: { nodes: Array<{ badgeType: string; level: number; isActive: boolean }> };
    }>('{ allBadgeTypes { nodes { badgeType level isActive } } }');
    const active = result
      .data!.allBadgeTypes.nodes.filter((node) => node.isActive)
      .map((node) => `${node.badgeType}:${node.level}`);
    expect(active).toContain('signin:1');
    expect(active).not.toContain('signin:2');
    expect(active).not.toContain('signin:3');
    expect(active).toContain('watering:3');
  });
});
