// The leaderboards count from aggregates that triggers keep (migration 0034, decision 0143):
// app_private.score_buckets (actions per thing, creator, type and UTC hour) and
// app_private.score_days (counted actions per UTC day, creator and type). The rule itself
// is unchanged (decision 0105), so these tests hold app_private.user_scores, which both
// `scores` and `groupScores` read, to the rule computed from the actions themselves, for
// every period, after each kind of write: the per-hour cap, deletes, actions moved to
// another thing, type, hour or creator, things turned private, deleted, restored or purged,
// the edges of a period, concurrent writers, and any session time zone. After each, both
// aggregates must also equal what the actions say. Then: no API role may read or write the
// aggregates, and the plans show that the leaderboards no longer scan actions.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * The rule of 0024's user_scores over the actions themselves, for the period `p`: 0024's
 * text with its clock hours pinned to UTC (0024 used the session's time zone, which the
 * embedded cluster takes from the machine; decision 0143 explains the pinning).
 */
function ruleFromActions(p: string): string {
  return `
    with ranked as (
      select a.creator_id, a.type,
        row_number() over (
          partition by a.creator_id, a.thing_id, a.type, date_trunc('hour', a.created_at, 'UTC')
          order by a.created_at, a.id) as n
      from app_public.actions a
      join app_public.things t on t.id = a.thing_id and t.is_public and t.deleted_at is null
      where a.creator_id is not null
        and a.created_at >= case ${p}
          when 'WEEK' then now() - interval '7 days'
          when 'MONTH' then now() - interval '30 days'
          when 'YEAR' then now() - interval '365 days'
          else '-infinity'::timestamptz end
    )
    select r.creator_id as user_id,
      sum(app_private.action_points(r.type))::integer as points,
      count(*)::integer as actions,
      (count(*) filter (where r.type = 'CREATED'))::integer as created,
      (count(*) filter (where r.type = 'SHARE'))::integer as share,
      (count(*) filter (where r.type = 'EDUCATION'))::integer as education,
      (count(*) filter (where r.type = 'MEASUREMENT'))::integer as measurement,
      (count(*) filter (where r.type = 'WATERING'))::integer as watering,
      (count(*) filter (where r.type = 'LITTER_CLEANUP'))::integer as litter_cleanup,
      (count(*) filter (where r.type = 'UPKEEP'))::integer as upkeep
    from ranked r
    where r.n <= app_private.counted_actions_per_hour()
    group by r.creator_id`;
}

type Query = (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;
const ownerQuery: Query = (text, values) => server.sql(text, values);
const clientQuery =
  (client: pg.Client): Query =>
  async (text, values) =>
    (await client.query(text, values)).rows;

interface Leaderboards {
  got: Record<string, unknown>;
  want: Record<string, unknown>;
}

/** user_scores and the rule, for every period, in one statement (so with one now()). */
async function leaderboards(query: Query = ownerQuery): Promise<Leaderboards> {
  const rows = await query(
    `select p::text as period,
       coalesce((select jsonb_agg(to_jsonb(s) order by s.user_id)
                 from app_private.user_scores(p) s), '[]') as got,
       coalesce((select jsonb_agg(to_jsonb(r) order by r.user_id)
                 from (${ruleFromActions('p')}) r), '[]') as want
     from unnest(enum_range(null::app_public.score_period)) p`,
  );
  return {
    got: Object.fromEntries(rows.map((row) => [row.period, row.got])),
    want: Object.fromEntries(rows.map((row) => [row.period, row.want])),
  };
}

/**
 * Rows of the aggregates that differ from what the actions say (both directions), with
 * `extra` for a row the aggregate has and `missing` for one it lacks.
 */
async function aggregateDrift(query: Query = ownerQuery) {
  const expectedBuckets = `
    select a.thing_id, a.creator_id, a.type, date_trunc('hour', a.created_at, 'UTC') as hour,
      count(*)::integer as n, bool_and(t.is_public and t.deleted_at is null) as counted
    from app_public.actions a join app_public.things t on t.id = a.thing_id
    where a.creator_id is not null
    group by 1, 2, 3, 4`;
  const expectedDays = `
    select date_trunc('day', e.hour, 'UTC') as day, e.creator_id, e.type,
      sum(least(e.n, app_private.counted_actions_per_hour()))::integer as counted
    from (${expectedBuckets}) e where e.counted group by 1, 2, 3`;
  const buckets = await query(
    `(select 'extra' as drift, * from (select thing_id, creator_id, type, hour, n, counted
        from app_private.score_buckets except ${expectedBuckets}) x)
     union all
     (select 'missing', * from (${expectedBuckets} except select thing_id, creator_id, type,
        hour, n, counted from app_private.score_buckets) y)`,
  );
  const days = await query(
    `(select 'extra' as drift, * from (select day, creator_id, type, counted
        from app_private.score_days except ${expectedDays}) x)
     union all
     (select 'missing', * from (${expectedDays} except select day, creator_id, type, counted
        from app_private.score_days) y)`,
  );
  return { buckets, days };
}

/**
 * Badge counts (app_private.counted_actions, read from the aggregates since 0038) that differ
 * from 0004's rule over the actions, with its clock hours pinned to UTC: actions on public
 * things, deleted or not (badges settle at the purge, decision 0113), at most the cap of one
 * type per thing and hour. Every person and type that has an action is compared.
 */
async function badgeDrift(query: Query = ownerQuery) {
  return query(
    `with rule as (
       select r.creator_id, r.type, count(*)::integer as counted
       from (
         select a.creator_id, a.type, row_number() over (
             partition by a.creator_id, a.type, a.thing_id, date_trunc('hour', a.created_at, 'UTC')
             order by a.created_at, a.id) as n
         from app_public.actions a
         join app_public.things t on t.id = a.thing_id and t.is_public
         where a.creator_id is not null
       ) r
       where r.n <= app_private.counted_actions_per_hour()
       group by 1, 2
     )
     select p.creator_id, p.type, coalesce(rule.counted, 0) as want,
       app_private.counted_actions(p.creator_id, p.type) as got
     from (select distinct creator_id, type from app_public.actions
           where creator_id is not null) p
     left join rule using (creator_id, type)
     where coalesce(rule.counted, 0) <> app_private.counted_actions(p.creator_id, p.type)`,
  );
}

/**
 * Every check: the leaderboard is the rule's, the aggregates are exact, and badges count what
 * the rule counts.
 */
async function expectExact(query: Query = ownerQuery): Promise<Leaderboards['got']> {
  const { got, want } = await leaderboards(query);
  expect(got).toEqual(want);
  expect(await aggregateDrift(query)).toEqual({ buckets: [], days: [] });
  expect(await badgeDrift()).toEqual([]);
  return got;
}

let counter = 0;
async function newUser(): Promise<{ id: string; token: string }> {
  counter += 1;
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ($1, 'Agg Regate') returning id`,
    [`aggregate${counter}`],
  );
  return { id: row!.id, token: mintJwt({ role: 'bk_user', userId: row!.id }) };
}

/** Insert an action as the owner at `at` (an SQL expression), returning its id. */
async function act(
  userId: string,
  thingId: string,
  type: string,
  at: string,
  query: Query = ownerQuery,
): Promise<string> {
  const [row] = await query(
    `insert into app_public.actions (thing_id, creator_id, type, created_at)
     values ($1, $2, $3, ${at}) returning id`,
    [thingId, userId, type],
  );
  return row!.id as string;
}

/** One user's counts over a period, as user_scores gives them (null: not on the board). */
async function countsOf(userId: string, period: string, query: Query = ownerQuery) {
  const [row] = await query(
    `select points, actions, watering, upkeep, education, share
     from app_private.user_scores($1) where user_id = $2`,
    [period, userId],
  );
  return row ?? null;
}

// The top of the hour two days ago: far from every period's edge.
const HOUR = `date_trunc('hour', now(), 'UTC') - interval '2 days'`;
const nodeId = (table: string, id: string) =>
  Buffer.from(JSON.stringify([table, id])).toString('base64');

describe('the aggregates follow every write', () => {
  it('count at most the cap of one type by one person on one thing per hour', async () => {
    const user = await newUser();
    const bed = await insertThing(server, { name: 'Capped bed', ownerId: user.id });
    const tub = await insertThing(server, { name: 'Capped tub', ownerId: user.id });
    for (let i = 0; i < 5; i++)
      await act(user.id, bed.id, 'WATERING', `${HOUR} + ${i} * interval '1 minute'`);
    for (let i = 0; i < 2; i++)
      await act(user.id, bed.id, 'WATERING', `${HOUR} + interval '1 hour'`);
    for (let i = 0; i < 4; i++)
      await act(user.id, bed.id, 'UPKEEP', `${HOUR} + interval '5 minutes'`);
    for (let i = 0; i < 4; i++)
      await act(user.id, tub.id, 'WATERING', `${HOUR} + interval '10 minutes'`);
    await expectExact();
    // 3 + 2 on the bed, 3 on the tub; 3 upkeeps.
    expect(await countsOf(user.id, 'WEEK')).toMatchObject({ watering: 8, upkeep: 3, points: 33 });
  });

  it('follow deletes, as the owner and through the API', async () => {
    const user = await newUser();
    const bed = await insertThing(server, { name: 'Deleting bed', ownerId: user.id });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await act(user.id, bed.id, 'WATERING', `${HOUR} + ${i} * interval '1 second'`));
    await server.sql('delete from app_public.actions where id = any ($1)', [ids.slice(0, 2)]);
    await expectExact();
    expect(await countsOf(user.id, 'MONTH')).toMatchObject({ watering: 3 });
    const removed = await server.gql(
      `mutation ($nodeId: ID!) { deleteAction(input: { nodeId: $nodeId }) { deletedActionId } }`,
      { nodeId: nodeId('actions', ids[2]!) },
      user.token,
    );
    expect(removed.errors).toBeUndefined();
    await expectExact();
    expect(await countsOf(user.id, 'MONTH')).toMatchObject({ watering: 2 });
    await server.sql('delete from app_public.actions where id = any ($1)', [ids.slice(3)]);
    await expectExact();
    expect(await countsOf(user.id, 'MONTH')).toBeNull();
  });

  it('follow an action moved to another type, thing, hour or creator', async () => {
    const user = await newUser();
    const other = await newUser();
    const bed = await insertThing(server, { name: 'Moving bed', ownerId: user.id });
    const tub = await insertThing(server, { name: 'Moving tub', ownerId: user.id });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(await act(user.id, bed.id, 'UPKEEP', `${HOUR} + ${i} * interval '1 second'`));
    // Through the API, as the recorder: another type (the trigger's condition runs as bk_user).
    const retyped = await server.gql(
      `mutation ($nodeId: ID!) { updateAction(input: { nodeId: $nodeId, patch: { type: EDUCATION } }) { action { type } } }`,
      { nodeId: nodeId('actions', ids[0]!) },
      user.token,
    );
    expect(retyped.errors).toBeUndefined();
    await expectExact();
    expect(await countsOf(user.id, 'WEEK')).toMatchObject({ upkeep: 3, education: 1 });
    // Another thing, another hour, another day, out of the week, another creator.
    // Actions stay with their thing (0003 refuses the move); were one moved by a writer past
    // that check, its count moves too.
    await server.sql(
      `alter table app_public.actions disable trigger _100_before_write;
       update app_public.actions set thing_id = '${tub.id}' where id = '${ids[1]}';
       alter table app_public.actions enable trigger _100_before_write;`,
    );
    await expectExact();
    await server.sql(
      `update app_public.actions set created_at = created_at + interval '1 hour' where id = $1`,
      [ids[2]],
    );
    await expectExact();
    await server.sql(
      `update app_public.actions set created_at = created_at - interval '1 day' where id = $1`,
      [ids[2]],
    );
    await expectExact();
    await server.sql(
      `update app_public.actions set created_at = now() - interval '8 days' where id = $1`,
      [ids[3]],
    );
    await expectExact();
    expect(await countsOf(user.id, 'WEEK')).toMatchObject({ upkeep: 2, education: 1 });
    expect(await countsOf(user.id, 'MONTH')).toMatchObject({ upkeep: 3, education: 1 });
    await server.sql('update app_public.actions set creator_id = $2 where id = $1', [
      ids[1],
      other.id,
    ]);
    await expectExact();
    expect(await countsOf(other.id, 'WEEK')).toMatchObject({ upkeep: 1 });
    // Within the same hour nothing moves, and other columns change nothing.
    await server.sql(
      `update app_public.actions set created_at = created_at + interval '1 second', comments = 'Tidied' where id = $1`,
      [ids[0]],
    );
    await expectExact();
    // A deleted account leaves its actions without a creator: they count for nobody.
    await server.sql('delete from app_public.users where id = $1', [other.id]);
    await expectExact();
    expect(await countsOf(other.id, 'WEEK')).toBeNull();
  });

  it('follow a thing turned private, deleted, restored, public again or purged', async () => {
    const user = await newUser();
    const bed = await insertThing(server, { name: 'Shy bed', ownerId: user.id });
    for (let i = 0; i < 5; i++)
      await act(user.id, bed.id, 'WATERING', `${HOUR} + ${i} * interval '1 second'`);
    await act(user.id, bed.id, 'WATERING', `${HOUR} - interval '3 days'`);
    const setPublic = async (isPublic: boolean) => {
      const result = await server.gql(
        `mutation ($id: UUID!, $isPublic: Boolean!) { updateThingById(input: { id: $id, patch: { isPublic: $isPublic } }) { thing { id } } }`,
        { id: bed.id, isPublic },
        user.token,
      );
      expect(result.errors).toBeUndefined();
    };
    await setPublic(false);
    await expectExact();
    expect(await countsOf(user.id, 'WEEK')).toBeNull();
    await setPublic(true);
    await expectExact();
    expect(await countsOf(user.id, 'WEEK')).toMatchObject({ watering: 4 });

    const deleted = await server.gql(
      `mutation ($id: UUID!) { deleteThing(input: { id: $id }) { thing { id } } }`,
      { id: bed.id },
      user.token,
    );
    expect(deleted.errors).toBeUndefined();
    await expectExact();
    expect(await countsOf(user.id, 'WEEK')).toBeNull();
    const restored = await server.gql(
      `mutation ($id: UUID!) { restoreThing(input: { id: $id }) { thing { id } } }`,
      { id: bed.id },
      user.token,
    );
    expect(restored.errors).toBeUndefined();
    await expectExact();
    expect(await countsOf(user.id, 'WEEK')).toMatchObject({ watering: 4 });

    // Deleted, then purged when its undo window is over: its actions and buckets go.
    await server.sql(
      `update app_public.things set deleted_at = now() - interval '1 hour' where id = $1`,
      [bed.id],
    );
    expect(
      (await server.sql<{ p: boolean }>('select app_private.purge_thing($1) as p', [bed.id]))[0]!.p,
    ).toBe(true);
    await expectExact();
    // A public thing deleted for good at once (its actions go by cascade).
    const tub = await insertThing(server, { name: 'Gone tub', ownerId: user.id });
    for (let i = 0; i < 4; i++) await act(user.id, tub.id, 'UPKEEP', HOUR);
    await expectExact();
    await server.sql('delete from app_public.things where id = $1', [tub.id]);
    await expectExact();
    expect(await countsOf(user.id, 'YEAR')).toBeNull();
    expect(
      await server.sql('select 1 from app_private.score_buckets where creator_id = $1', [user.id]),
    ).toEqual([]);
  });

  it('count only the actions from a period’s start on in its first hour, and whole hours and days after it', async () => {
    // One transaction: its now() is the start of every period to the microsecond.
    const client = new pg.Client({ connectionString: server.db.ownerUrl });
    await client.connect();
    try {
      await client.query('begin');
      const q = clientQuery(client);
      const user = await newUser();
      const bed = await insertThing(server, { name: 'Edge bed', ownerId: user.id });
      const tub = await insertThing(server, { name: 'Edge tub', ownerId: user.id });
      const periods = [
        ['7 days', 'WATERING'],
        ['30 days', 'EDUCATION'],
        ['365 days', 'SHARE'],
      ] as const;
      for (const [back, type] of periods) {
        const start = `(now() - interval '${back}')`;
        // Three just before the start, two from it on: in the same clock hour (unless the
        // start is within 3 µs of the hour), so five in one bucket, two of them inside.
        for (const offset of [-3, -2, -1, 0, 1]) {
          await act(user.id, bed.id, type, `${start} + ${offset} * interval '1 microsecond'`, q);
        }
        // Then the next hour and the next day; on another thing, the last microsecond of
        // the start's day (a whole hour after the start's, or in it) and the next midnight.
        await act(user.id, bed.id, type, `${start} + interval '1 hour'`, q);
        await act(user.id, bed.id, type, `${start} + interval '1 day'`, q);
        const midnight = `(date_trunc('day', ${start}, 'UTC') + interval '1 day')`;
        await act(user.id, tub.id, type, `${midnight} - interval '1 microsecond'`, q);
        await act(user.id, tub.id, type, midnight, q);
      }
      await expectExact(q);
      const [edge] = (await q(
        `select now() - date_trunc('hour', now(), 'UTC') < interval '3 microseconds' as "nearHour"`,
      )) as Array<{ nearHour: boolean }>;
      if (!edge!.nearHour) {
        // In each period: 2 from its start on, then 4 in whole hours and days. A longer
        // period sees the shorter one's actions whole: 3 of the 5 in one hour, and 4.
        expect(await countsOf(user.id, 'WEEK', q)).toMatchObject({ watering: 6 });
        expect(await countsOf(user.id, 'MONTH', q)).toMatchObject({ watering: 7, education: 6 });
        expect(await countsOf(user.id, 'YEAR', q)).toMatchObject({
          watering: 7,
          education: 7,
          share: 6,
        });
        expect(await countsOf(user.id, 'ALL_TIME', q)).toMatchObject({
          watering: 7,
          education: 7,
          share: 7,
        });
      }
      await client.query('commit');
    } finally {
      await client.end();
    }
  });

  it('use UTC hours whatever the session’s time zone', async () => {
    const user = await newUser();
    const bed = await insertThing(server, { name: 'Zoned bed', ownerId: user.id });
    const client = new pg.Client({ connectionString: server.db.ownerUrl });
    await client.connect();
    try {
      // India is 5 h 30 min ahead of UTC: :20 and :40 past a UTC hour are two local hours.
      await client.query(`set timezone = 'Asia/Kolkata'`);
      const q = clientQuery(client);
      for (const minute of [20, 25, 40, 45]) {
        await act(user.id, bed.id, 'UPKEEP', `${HOUR} + interval '${minute} minutes'`, q);
      }
      await expectExact(q);
      expect(await countsOf(user.id, 'WEEK', q)).toMatchObject({ upkeep: 3 });
      expect(await countsOf(user.id, 'WEEK')).toMatchObject({ upkeep: 3 });
    } finally {
      await client.end();
    }
  });

  it('stay exact under concurrent writers, and while the thing’s visibility changes', async () => {
    const user = await newUser();
    const bed = await insertThing(server, { name: 'Busy bed', ownerId: user.id });
    const things: Array<{ id: string }> = [];
    for (let i = 0; i < 6; i++)
      things.push(await insertThing(server, { name: `Busy tub ${i}`, ownerId: user.id }));
    const clients = await Promise.all(
      Array.from({ length: 14 }, async () => {
        const client = new pg.Client({ connectionString: server.db.ownerUrl });
        await client.connect();
        return client;
      }),
    );
    try {
      const insertInTransaction = async (client: pg.Client, thingId: string, type: string) => {
        await client.query('begin');
        await act(user.id, thingId, type, HOUR, clientQuery(client));
        await client.query('select pg_sleep(0.05)');
        await client.query('commit');
      };
      // Eight writers into one bucket; six into six buckets of one day (one day row).
      await Promise.all([
        ...clients.slice(0, 8).map((client) => insertInTransaction(client, bed.id, 'WATERING')),
        ...clients
          .slice(8)
          .map((client, i) => insertInTransaction(client, things[i]!.id, 'WATERING')),
      ]);
      await expectExact();
      const [bucket] = await server.sql<{ n: number }>(
        'select n from app_private.score_buckets where thing_id = $1 and creator_id = $2',
        [bed.id, user.id],
      );
      expect(bucket!.n).toBe(8);
      expect(await countsOf(user.id, 'WEEK')).toMatchObject({ watering: 3 + 6 });

      // Writers on the bed while it turns private and public again in between.
      const toggle = async (client: pg.Client) => {
        for (const isPublic of [false, true, false]) {
          await client.query('begin');
          await client.query('update app_public.things set is_public = $2 where id = $1', [
            bed.id,
            isPublic,
          ]);
          await client.query('select pg_sleep(0.03)');
          await client.query('commit');
        }
      };
      await Promise.all([
        toggle(clients[0]!),
        ...clients.slice(1).map(async (client, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i % 5) * 15));
          await insertInTransaction(client, bed.id, i % 2 ? 'WATERING' : 'UPKEEP');
        }),
      ]);
      await expectExact();
      expect(await countsOf(user.id, 'WEEK')).toMatchObject({ watering: 6, upkeep: 0 });
      // Concurrent deletes of the bed's actions, each in its own transaction.
      const ids = await server.sql<{ id: string }>(
        'select id from app_public.actions where thing_id = $1',
        [bed.id],
      );
      await Promise.all(
        ids.map(async ({ id }, i) => {
          const client = clients[i % clients.length]!;
          await client.query('delete from app_public.actions where id = $1', [id]);
        }),
      );
      await expectExact();
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });
});

describe('the aggregates’ privileges', () => {
  // The maintenance functions are security definer: whoever may call them can add counted
  // actions to anyone. Only the triggers and the owner may write or call them.
  it.each(['bk_anonymous', 'bk_user', 'bk_admin', 'bk_authenticator'])(
    'give %s no access to the tables nor the functions that write them',
    async (role) => {
      const rows = await server.sql<{ what: string; allowed: boolean }>(
        `select t || ' ' || p as what, has_table_privilege($1, t, p) as allowed
         from unnest(array['app_private.score_buckets', 'app_private.score_days']) t,
           unnest(array['select', 'insert', 'update', 'delete', 'truncate']) p
         union all
         select f, has_function_privilege($1, f, 'execute')
         from unnest(array[
           'app_private.score_bucket_add(uuid, uuid, app_public.action_type, timestamptz, integer)',
           'app_private.score_day_add(timestamptz, uuid, app_public.action_type, integer)',
           'app_private.rebuild_scores()',
           'app_private.user_scores(app_public.score_period)']) f`,
        [role],
      );
      expect(rows.length).toBe(14);
      expect(rows.filter((row) => row.allowed).map((row) => row.what)).toEqual([]);
    },
  );
});

describe('the leaderboards’ plans', () => {
  const USERS = 40;
  const ACTIONS = 60_000;

  beforeAll(async () => {
    const [owner] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('planowner', 'Plan Owner') returning id`,
    );
    await server.sql(
      `insert into app_public.users (username, name)
       select 'planner' || g, 'Plan Tester' from generate_series(1, $1::int) g`,
      [USERS],
    );
    await server.sql(
      `insert into app_public.things (name, category, location, is_public)
       select 'Plan bed ' || g, 'BENCH', point(-3.68, 50.43), g % 20 <> 0 from generate_series(1, 5000) g`,
    );
    await server.sql(
      `insert into app_public.thing_accesses (thing_id, user_id, is_owner)
       select id, $1, true from app_public.things where name like 'Plan bed %'`,
      [owner!.id],
    );
    // Actions over 400 days without their per-row triggers (badges would recount for each
    // row), then the aggregates rebuilt from them, as the bench seed does.
    await server.sql('alter table app_public.actions disable trigger user');
    await server.sql(
      `with t as (select id, is_public, row_number() over (order by id) - 1 as k
                  from app_public.things where name like 'Plan bed %'),
            u as (select id, row_number() over (order by id) - 1 as k
                  from app_public.users where username like 'planner%')
       insert into app_public.actions (thing_id, creator_id, type, created_at, thing_is_public)
       select t.id, u.id,
         (array['WATERING', 'UPKEEP', 'LITTER_CLEANUP', 'MEASUREMENT', 'EDUCATION', 'SHARE'])[1 + g % 6]::app_public.action_type,
         now() - g * interval '10 minutes', t.is_public
       from generate_series(1, $1::int) g
       join t on t.k = g * 7 % 5000
       join u on u.k = g % $2`,
      [ACTIONS, USERS],
    );
    await server.sql('alter table app_public.actions enable trigger user');
    await server.sql('select app_private.rebuild_scores()');
    // A public group of ten of them, so that groupScores reads the scores too.
    await server.sql(
      `with g as (insert into app_public.groups (name, is_public) values ('Plan group', true) returning id)
       insert into app_public.group_memberships (group_id, user_id, is_owner)
       select g.id, u.id, false from g, app_public.users u where u.username like 'planner_'`,
    );
    await server.sql('analyze');
  }, 120_000);

  it('give the rule’s leaderboard after a rebuild of the aggregates', async () => {
    const got = await expectExact();
    expect((got.ALL_TIME as unknown[]).length).toBeGreaterThanOrEqual(USERS);
  });

  /** Every plan that runs for `sql`, nested statements included (auto_explain), as JSON. */
  async function plansOf(sql: string, values: unknown[], times: number): Promise<unknown[]> {
    const client = new pg.Client({ connectionString: server.db.ownerUrl });
    const plans: unknown[] = [];
    client.on('notice', (notice) => {
      const text = notice.message ?? '';
      const at = text.indexOf('{');
      if (text.includes('plan:') && at >= 0) plans.push(JSON.parse(text.slice(at)));
    });
    await client.connect();
    try {
      await client.query(`load 'auto_explain'`);
      await client.query(`set auto_explain.log_min_duration = 0`);
      await client.query(`set auto_explain.log_nested_statements = on`);
      await client.query(`set auto_explain.log_format = 'json'`);
      await client.query(`set auto_explain.log_level = 'notice'`);
      // Several calls in one session: a cached generic plan must hold too.
      for (let i = 0; i < times; i++) await client.query(sql, values);
    } finally {
      await client.end();
    }
    return plans;
  }

  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    'Index Cond'?: string;
    'Recheck Cond'?: string;
    Plans?: PlanNode[];
  }
  function nodesOn(relation: string, node: PlanNode, found: PlanNode[] = []): PlanNode[] {
    if (node['Relation Name'] === relation) found.push(node);
    for (const child of node.Plans ?? []) nodesOn(relation, child, found);
    return found;
  }

  it.each(['WEEK', 'MONTH', 'YEAR', 'ALL_TIME'])(
    'read the aggregates for %s, and actions only within the period’s first hour, by index',
    async (period) => {
      for (const sql of [
        'select * from app_public.scores($1, 50)',
        'select * from app_public.group_scores($1, 20)',
      ]) {
        const plans = await plansOf(sql, [period], 7);
        const nodes = plans.flatMap((plan) => {
          const root = (plan as { Plan?: PlanNode; 'Query Text'?: string }).Plan;
          return root ? [root] : [];
        });
        expect(nodes.length).toBeGreaterThan(0);
        const onActions = nodes.flatMap((root) => nodesOn('actions', root));
        const onAggregates = nodes.flatMap((root) => [
          ...nodesOn('score_days', root),
          ...nodesOn('score_buckets', root),
        ]);
        expect(onAggregates.length, sql).toBeGreaterThan(0);
        for (const node of onActions) {
          // An index scan bounded on both sides by created_at: never the period's actions.
          expect(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'], sql).toContain(
            node['Node Type'],
          );
          const condition = node['Index Cond'] ?? node['Recheck Cond'] ?? '';
          expect(condition, sql).toMatch(/created_at >=/);
          expect(condition, sql).toMatch(/created_at </);
        }
      }
    },
  );

  it('count a person’s badges from the aggregates by index, reading no actions', async () => {
    // The badge recount after each action (0004) ranked all of the person's actions of
    // that type; 0038 reads the day sums and the deleted things' buckets instead.
    const [planner] = await server.sql<{ id: string }>(
      `select id from app_public.users where username = 'planner1'`,
    );
    const plans = await plansOf(
      'select app_private.counted_actions($1, $2)',
      [planner!.id, 'WATERING'],
      7,
    );
    const nodes = plans.flatMap((plan) => {
      const root = (plan as { Plan?: PlanNode }).Plan;
      return root ? [root] : [];
    });
    expect(nodes.flatMap((root) => nodesOn('actions', root))).toEqual([]);
    const onAggregates = nodes.flatMap((root) => [
      ...nodesOn('score_days', root),
      ...nodesOn('score_buckets', root),
    ]);
    expect(onAggregates.length).toBeGreaterThan(0);
    for (const node of onAggregates) expect(node['Node Type']).not.toBe('Seq Scan');
    const indexes = new Set<string>();
    const collect = (node: PlanNode) => {
      if (node['Index Name']) indexes.add(node['Index Name']);
      node.Plans?.forEach(collect);
    };
    nodes.forEach(collect);
    expect(indexes).toContain('score_days_creator_type_idx');
  });
});
