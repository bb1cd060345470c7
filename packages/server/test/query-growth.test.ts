// Migration 0035 (issue 9, "Growth", second pass) rewrote thing_count, search_thing_ids and
// things_needing_water for speed. Their answers must not change: each is compared here,
// as every kind of caller (guest, owner, collaborator, group member, stranger, admin) and
// under row-level security, with the definition it replaced (0007, 0005, 0011), kept in
// this test's database under another name. Also over HTTP: the search list's order and
// what it hides, the "mine" views (the access condition, now read once per query).
// Migration 0037 (third pass) rewrote things_needing_water again (still compared with 0011)
// and replaced the indexes that thing_stats and the needs-water list read: those answers
// are compared with the planner held to the indexes and held away from them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let client: pg.Client;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};
const things: Record<string, string> = {};

/** The definitions that 0035 replaced, as they were, under other names. */
const PREVIOUS_DEFINITIONS = `
create function app_hidden.previous_search_thing_ids(pattern text) returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select t.id from app_public.things t
    where (t.name ilike previous_search_thing_ids.pattern
        or t.description ilike previous_search_thing_ids.pattern)
      and (t.is_public
        or t.id = any (app_hidden.current_user_thing_ids())
        or app_public.current_user_is_admin())
  $$;

create function app_hidden.previous_thing_count(
  search text default null,
  category app_public.thing_category default null,
  access text default null,
  ids uuid[] default null
) returns integer
  language sql stable
  as $$
    select count(*)::integer from (
      select 1 from app_public.things t
      where (coalesce(btrim(previous_thing_count.search), '') = ''
          or t.id in (select app_hidden.previous_search_thing_ids(
            '%' || replace(replace(replace(btrim(previous_thing_count.search), '\\', '\\\\'), '%', '\\%'), '_', '\\_')
              || '%')))
        and (previous_thing_count.category is null or t.category = previous_thing_count.category)
        and (previous_thing_count.access is null
          or (previous_thing_count.access = 'ANY' and t.id = any (app_hidden.current_user_thing_ids(false)))
          or (previous_thing_count.access = 'OWNED' and t.id = any (app_hidden.current_user_thing_ids(true)))
          or (previous_thing_count.access = 'COLLABORATING'
            and t.id = any (app_hidden.current_user_thing_ids(false))
            and not t.id = any (app_hidden.current_user_thing_ids(true))))
        and (previous_thing_count.ids is null or t.id = any (previous_thing_count.ids))
      limit 1001
    ) s
  $$;

create function app_hidden.previous_things_needing_water(category app_public.thing_category default null)
returns setof app_public.things
  language sql stable
  as $$
    with mine as (
      select app_hidden.current_user_thing_ids() as ids
    ), candidates as (
      (select t.id from app_public.things t, mine
        where t.id = any (mine.ids)
          and t.indicator_parameter = 'WATER' and t.indicator_colour in ('RED', 'ORANGE'))
      union
      (select t.id from app_public.things t
        where t.indicator_parameter = 'WATER' and t.indicator_colour = 'RED' and t.is_public
          and (previous_things_needing_water.category is null or t.category = previous_things_needing_water.category)
        order by t.indicator_colour_changed_at, t.name, t.id
        limit 100)
      union
      (select t.id from app_public.things t
        where t.indicator_parameter = 'WATER' and t.indicator_colour = 'ORANGE' and t.is_public
          and (previous_things_needing_water.category is null or t.category = previous_things_needing_water.category)
        order by t.indicator_colour_changed_at, t.name, t.id
        limit 100)
    )
    select c.* from app_public.things c join candidates using (id), mine
    where previous_things_needing_water.category is null or c.category = previous_things_needing_water.category
    order by
      exists (
        select 1 from app_public.actions a
        where a.thing_id = c.id and a.type = 'WATERING'
          and a.created_at > now() - app_hidden.watered_recently_interval()
      ),
      c.id = any (mine.ids) desc,
      c.indicator_colour = 'ORANGE',
      c.indicator_colour_changed_at, c.name, c.id
  $$;

grant execute on function app_hidden.previous_search_thing_ids(text),
  app_hidden.previous_thing_count(text, app_public.thing_category, text, uuid[]),
  app_hidden.previous_things_needing_water(app_public.thing_category)
  to bk_anonymous, bk_user, bk_admin;
`;

type Caller = 'guest' | 'owner' | 'helper' | 'member' | 'stranger' | 'admin';
const CALLERS: Caller[] = ['guest', 'owner', 'helper', 'member', 'stranger', 'admin'];

/**
 * Runs `text` as the API would for `caller`: its role and claims, under row-level security.
 * `settings` are planner settings for this transaction only.
 */
async function asCaller<R extends pg.QueryResultRow>(
  caller: Caller,
  text: string,
  values: unknown[] = [],
  settings: Record<string, string> = {},
): Promise<R[]> {
  const role = caller === 'guest' ? 'bk_anonymous' : caller === 'admin' ? 'bk_admin' : 'bk_user';
  await client.query('begin');
  try {
    for (const [name, value] of Object.entries(settings)) {
      await client.query(`select set_config($1, $2, true)`, [name, value]);
    }
    await client.query(
      `select set_config('role', $1, true), set_config('jwt.claims.role', $1, true),
              set_config('jwt.claims.user_id', $2, true)`,
      [role, caller === 'guest' ? '' : users[caller]!],
    );
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.query('rollback');
  }
}

beforeAll(async () => {
  server = await startTestServer();
  client = new pg.Client({ connectionString: server.db.ownerUrl });
  await client.connect();
  await server.sql(PREVIOUS_DEFINITIONS);

  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('owner', 'Olive Owner', false), ('helper', 'Hal Helper', false),
       ('member', 'Mo Member', false), ('stranger', 'Sid Stranger', false),
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

  // name, category, public, water (10 red, 25 orange, 50 fine), owner, collaborators.
  const seeds: [string, string, boolean, number, string, string[]][] = [
    ['Oak planter', 'PLANTER', true, 10, 'owner', []],
    ['Oak bench', 'BENCH', true, 25, 'owner', ['helper']],
    ['Private oak bed', 'PLANTER', false, 10, 'owner', []],
    ['Private oak bed with a helper', 'PLANTER', false, 25, 'owner', ['helper']],
    ['Shared private oak', 'PLANTER', false, 25, 'owner', []],
    ['Hal’s oak', 'PLANTER', true, 10, 'helper', []],
    ['Deleted oak', 'PLANTER', true, 10, 'owner', []],
    ['Quiet meadow', 'BENCH', true, 50, 'owner', []],
    ['Twin planter', 'PLANTER', true, 10, 'owner', []],
    ['Twin planter', 'PLANTER', true, 10, 'helper', []],
    ['Oak_100% corner', 'BENCH', true, 25, 'helper', ['owner']],
    ['Watered oak', 'PLANTER', true, 10, 'owner', []],
    ['Private twin', 'BENCH', false, 10, 'helper', []],
  ];
  let n = 0;
  for (const [name, category, isPublic, water, owner, collaborators] of seeds) {
    const key = things[name] ? `${name} 2` : name;
    const { id } = await insertThing(server, {
      name,
      category,
      isPublic,
      ownerId: users[owner]!,
      collaboratorIds: collaborators.map((c) => users[c]!),
    });
    things[key] = id;
    await server.sql(`update app_public.things set water = $2 where id = $1`, [id, water]);
    // Waiting times; the twins (and Oak planter, Hal’s oak) tie, so name and id decide.
    const hoursAgo =
      name === 'Twin planter' || name.endsWith('oak') || name === 'Oak planter' ? 6 : ++n;
    await server.sql(
      `begin;
       alter table app_public.things disable trigger _100_before_write;
       update app_public.things
         set indicator_colour_changed_at = date_trunc('hour', now()) - ${hoursAgo} * interval '1 hour'
         where id = '${id}';
       alter table app_public.things enable trigger _100_before_write;
       commit;`,
    );
  }
  await server.sql(
    `update app_public.things set description = 'Under the old oak leaves' where id = $1`,
    [things['Quiet meadow']],
  );
  await server.sql(`update app_public.things set deleted_at = now() where id = $1`, [
    things['Deleted oak'],
  ]);
  const [group] = await server.sql<{ id: string }>(
    `insert into app_public.groups (name, slug) values ('Green Lane', 'green-lane') returning id`,
  );
  await server.sql(
    `insert into app_public.group_memberships (group_id, user_id, is_owner) values ($1, $2, true)`,
    [group!.id, users.member],
  );
  await server.sql(`insert into app_public.thing_groups (thing_id, group_id) values ($1, $2)`, [
    things['Shared private oak'],
    group!.id,
  ]);
  await server.sql(
    `insert into app_public.actions (thing_id, creator_id, type, created_at) values
       ($1, $2, 'WATERING', now() - interval '1 hour'),
       ($3, $2, 'WATERING', now() - interval '3 days')`,
    [things['Watered oak'], users.owner, things['Oak planter']],
  );
});

afterAll(async () => {
  await client?.end();
  await server?.close();
});

describe('the functions 0035 rewrote answer as before', () => {
  it.each(CALLERS)('thing_count, for every combination of filters, as %s', async (caller) => {
    const ids = [
      things['Private oak bed']!,
      things['Shared private oak']!,
      things['Deleted oak']!,
      things['Oak_100% corner']!,
      things['Quiet meadow']!,
    ];
    const rows = await asCaller<{
      search: string | null;
      category: string | null;
      access: string | null;
      ids: string[] | null;
      now: number;
      before: number;
    }>(
      caller,
      `select s.search, c.category, a.access, i.ids,
         app_public.thing_count(s.search, c.category, a.access, i.ids) as now,
         app_hidden.previous_thing_count(s.search, c.category, a.access, i.ids) as before
       from unnest(array[null, '', '  ', 'oak', ' OAK ', 'leaves', 'twin', '%', '_100%', 'none']) s (search),
         unnest(array[null, 'PLANTER', 'BENCH']::app_public.thing_category[]) c (category),
         unnest(array[null, 'ANY', 'OWNED', 'COLLABORATING', 'BOGUS']) a (access),
         (values (null::uuid[]), ('{}'::uuid[]), ($1::uuid[])) i (ids)`,
      [ids],
    );
    expect(rows).toHaveLength(10 * 3 * 5 * 3);
    expect(rows.filter((row) => row.now !== row.before)).toEqual([]);
    // Not all zero: every caller sees some things, so the comparison is not vacuous.
    expect(rows.some((row) => row.now > 0)).toBe(true);
  });

  it('the caller’s things count per caller, including a group’s shared thing', async () => {
    const count = async (caller: Caller, access: string) =>
      (
        await asCaller<{ n: number }>(caller, `select app_public.thing_count(access => $1) as n`, [
          access,
        ])
      )[0]!.n;
    expect(await count('owner', 'OWNED')).toBe(8); // not the deleted one
    expect(await count('owner', 'COLLABORATING')).toBe(1);
    expect(await count('helper', 'ANY')).toBe(6);
    expect(await count('member', 'COLLABORATING')).toBe(1);
    expect(await count('member', 'OWNED')).toBe(0);
    expect(await count('guest', 'ANY')).toBe(0);
  });

  it('search_thing_ids, for each pattern and caller', async () => {
    for (const caller of CALLERS) {
      const rows = await asCaller<{ pattern: string; now: string[]; before: string[] }>(
        caller,
        `select p.pattern,
           array(select id from app_hidden.search_thing_ids(p.pattern) id order by 1) as now,
           array(select id from app_hidden.previous_search_thing_ids(p.pattern) id order by 1) as before
         from unnest(array['%oak%', '%OAK%', '%leaves%', '%twin%', '%\\_100\\%%', '%none%']) p (pattern)`,
      );
      for (const row of rows) expect(row.now, `${caller} ${row.pattern}`).toEqual(row.before);
      expect(rows[0]!.now.length).toBeGreaterThan(0);
    }
  });

  it('things_needing_water, in the same order, for each category and caller', async () => {
    for (const caller of CALLERS) {
      for (const category of [null, 'PLANTER', 'BENCH']) {
        const [row] = await asCaller<{ now: string[]; before: string[] }>(
          caller,
          `select
             array(select t.name || ' ' || t.id from app_public.things_needing_water($1) t) as now,
             array(select t.name || ' ' || t.id
               from app_hidden.previous_things_needing_water($1) t) as before`,
          [category],
        );
        expect(row!.now, `${caller} ${category}`).toEqual(row!.before);
      }
    }
    // Recently watered last; the caller's own first; red before orange; the twins by id.
    const [owner] = await asCaller<{ names: string[] }>(
      'owner',
      `select array(select t.name from app_public.things_needing_water() t) as names`,
    );
    expect(owner!.names.at(-1)).toBe('Watered oak');
    expect(owner!.names).not.toContain('Deleted oak');
    expect(owner!.names).not.toContain('Private twin');
    expect(owner!.names.slice(0, 3)).toEqual(['Oak planter', 'Twin planter', 'Private oak bed']);
  });
});

// Migration 0037 replaced the indexes that thing_stats and the needs-water candidates read
// with partial, covering ones (deleted_at is null, plus the columns that row-level security
// checks), so that they are read without the table, and has the needs-water list read the
// recent waterings once through an index of their own. An index must not change an answer:
// each caller's figures are compared with the planner held to those indexes (no sequential
// scans) and held away from every index, over the same data, which has a deleted thing of
// each colour, private things, a group's shared thing and a thing watered an hour ago.
describe('the indexes 0037 replaced answer as the table does', () => {
  /** No sequential scans: the planner reads through indexes wherever one applies. */
  const INDEXES_ONLY = { enable_seqscan: 'off' };
  /** No index of any kind: every table is read in full. */
  const NO_INDEXES = {
    enable_indexscan: 'off',
    enable_indexonlyscan: 'off',
    enable_bitmapscan: 'off',
  };

  /** Runs `text` as `caller` through the indexes, then without them; returns both answers. */
  async function bothWays<R extends pg.QueryResultRow>(
    caller: Caller,
    text: string,
    values: unknown[] = [],
  ): Promise<{ indexed: R[]; scanned: R[] }> {
    return {
      indexed: await asCaller<R>(caller, text, values, INDEXES_ONLY),
      scanned: await asCaller<R>(caller, text, values, NO_INDEXES),
    };
  }

  /** The index names of the plan's index-only scans. */
  function indexOnlyScans(node: unknown, found: string[] = []): string[] {
    if (Array.isArray(node)) node.forEach((child) => indexOnlyScans(child, found));
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record['Node Type'] === 'Index Only Scan') found.push(String(record['Index Name']));
      Object.values(record).forEach((child) => indexOnlyScans(child, found));
    }
    return found;
  }

  beforeAll(async () => {
    // A deleted thing that is orange as well (Deleted oak is red), so that both colours'
    // indexes, whose predicate leaves deleted things out, have one to leave out.
    const { id } = await insertThing(server, { name: 'Deleted orange', ownerId: users.owner! });
    await server.sql(`update app_public.things set water = 25 where id = $1`, [id]);
    await server.sql(`update app_public.things set deleted_at = now() where id = $1`, [id]);
    await server.sql('vacuum analyze app_public.things');
  });

  it.each(CALLERS)('thing_stats, as %s', async (caller) => {
    const { indexed, scanned } = await bothWays<{
      total: number;
      need_water: number;
      added_recently: number;
    }>(caller, `select total, need_water, added_recently from app_public.thing_stats(30)`);
    expect(indexed).toEqual(scanned);
    expect(indexed[0]!.total).toBeGreaterThan(0);
  });

  it('thing_stats counts what each caller sees, deleted things left out', async () => {
    const stats = async (caller: Caller) =>
      (
        await asCaller<{ total: number; need_water: number; added_recently: number }>(
          caller,
          `select total, need_water, added_recently from app_public.thing_stats(30)`,
          [],
          INDEXES_ONLY,
        )
      )[0]!;
    // 8 public things are not deleted, 7 of them red or orange (Quiet meadow is fine). The
    // member also sees the group's shared thing; the helper a private one they help with
    // and one they own; the owner three private ones; the admin every thing not deleted.
    // All were added today.
    const figures = (total: number, needWater: number) => ({
      total,
      need_water: needWater,
      added_recently: total,
    });
    expect(await stats('guest')).toEqual(figures(8, 7));
    expect(await stats('stranger')).toEqual(figures(8, 7));
    expect(await stats('member')).toEqual(figures(9, 8));
    expect(await stats('helper')).toEqual(figures(10, 9));
    expect(await stats('owner')).toEqual(figures(11, 10));
    expect(await stats('admin')).toEqual(figures(12, 11));
  });

  it('its counts, the needs-water candidates and recent waterings are read from indexes alone', async () => {
    for (const caller of ['guest', 'owner'] as const) {
      for (const [statement, index] of [
        ['select 1 from app_public.things t limit 1001', 'things_created_at_id_idx'],
        [
          `select 1 from app_public.things t
           where t.created_at >= now() - interval '30 days' limit 1001`,
          'things_created_at_id_idx',
        ],
        [
          `select 1 from app_public.things t
           where t.indicator_parameter = 'WATER' and t.indicator_colour = 'RED' limit 1001`,
          'things_water_red_idx',
        ],
        [
          `select t.id, t.category, t.indicator_colour, t.indicator_colour_changed_at, t.name
           from app_public.things t
           where t.indicator_parameter = 'WATER' and t.indicator_colour = 'ORANGE' and t.is_public
           order by t.indicator_colour_changed_at, t.name, t.id limit 100`,
          'things_water_orange_idx',
        ],
        [
          // The recent waterings, read once for all candidates (the needs-water order).
          'select * from app_public.things_needing_water() limit 6',
          'actions_watering_created_at_idx',
        ],
      ] as const) {
        const [row] = await asCaller<{ 'QUERY PLAN': unknown }>(
          caller,
          `explain (format json) ${statement}`,
          [],
          INDEXES_ONLY,
        );
        expect(indexOnlyScans(row!['QUERY PLAN']), `${caller}: ${statement}`).toContain(index);
      }
    }
  });

  it('things_needing_water, through its indexes and without them, for each caller', async () => {
    for (const caller of CALLERS) {
      for (const category of [null, 'PLANTER', 'BENCH']) {
        const { indexed, scanned } = await bothWays<{ names: string[] }>(
          caller,
          `select array(select t.name || ' ' || t.id from app_public.things_needing_water($1) t) as names`,
          [category],
        );
        expect(indexed, `${caller} ${category}`).toEqual(scanned);
        expect(indexed[0]!.names).not.toContain(expect.stringMatching(/^Deleted/));
      }
    }
  });
});

describe('over HTTP', () => {
  const LIST = `query ($condition: ThingCondition, $search: String, $access: String) {
    thingCount(search: $search, access: $access)
    allThings(condition: $condition, orderBy: [NAME_ASC, PRIMARY_KEY_ASC]) {
      totalCount
      nodes { id name }
    }
  }`;
  type Answer = {
    thingCount: number;
    allThings: { totalCount: number; nodes: { id: string; name: string }[] };
  };

  async function list(variables: Record<string, unknown>, who: Caller) {
    const result = await server.gql<Answer>(
      LIST,
      variables,
      who === 'guest' ? undefined : tokens[who],
    );
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    expect(data.thingCount).toBe(data.allThings.totalCount);
    return data.allThings.nodes.map((node) => node.name);
  }

  it('search lists in name order and hides private and deleted things', async () => {
    const search = (who: Caller) => list({ condition: { search: 'oak' }, search: 'oak' }, who);
    const visible = [
      'Hal’s oak',
      'Oak bench',
      'Oak planter',
      'Oak_100% corner',
      'Quiet meadow', // its description
      'Watered oak',
    ];
    expect(await search('guest')).toEqual(visible);
    expect(await search('stranger')).toEqual(visible);
    expect(await search('helper')).toEqual([
      ...visible.slice(0, 4),
      'Private oak bed with a helper',
      ...visible.slice(4),
    ]);
    expect(await search('member')).toEqual([
      ...visible.slice(0, 5),
      'Shared private oak',
      'Watered oak',
    ]);
    expect(await search('owner')).toEqual([
      ...visible.slice(0, 4),
      'Private oak bed',
      'Private oak bed with a helper',
      'Quiet meadow',
      'Shared private oak',
      'Watered oak',
    ]);
    expect(await search('admin')).toEqual(await search('owner'));
  });

  it('the access condition lists the caller’s things only', async () => {
    const mine = (access: string, who: Caller) => list({ condition: { access }, access }, who);
    expect(await mine('COLLABORATING', 'member')).toEqual(['Shared private oak']);
    expect(await mine('ANY', 'guest')).toEqual([]);
    expect(await mine('COLLABORATING', 'owner')).toEqual(['Oak_100% corner']);
    expect(await mine('OWNED', 'helper')).toEqual([
      'Hal’s oak',
      'Oak_100% corner',
      'Private twin',
      'Twin planter',
    ]);
  });
});
