// The indexes of migration 0005 (issue 9, §5 and "Growth"): with a realistic
// number of rows and fresh statistics (ANALYZE), PostgreSQL's plan for each list
// the app asks for uses its index. Plans are read as the API role, so
// row-level security is part of what is planned. No timings are asserted.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let ownerId = '';

const THINGS = 20_000;
const ACTIONS = 60_000;

beforeAll(async () => {
  server = await startTestServer();
  const [owner] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ('planner', 'Pat Planner') returning id`,
  );
  ownerId = owner!.id;
  // Things across Great Britain; one in twenty private, one in nine with a photo,
  // water readings spread over every colour.
  await server.sql(
    `insert into app_public.things (name, description, category, location, is_public, water,
       has_image, created_at)
     select (array['Oak', 'Planter', 'Meadow', 'Hedge', 'Bee cafe'])[1 + g % 5] || ' ' || g,
       case when g % 3 = 0 then 'Looked after by the street' end,
       'PLANTER', point(-5.5 + (g * 7919 % 7000) / 1000.0, 50 + (g * 104729 % 8500) / 1000.0),
       g % 20 <> 0, (g * 37 % 100), g % 9 = 0, now() - g * interval '7 minutes'
     from generate_series(1, $1::int) g`,
    [THINGS],
  );
  await server.sql(
    `insert into app_public.thing_accesses (thing_id, user_id, is_owner)
     select id, $1, true from app_public.things`,
    [ownerId],
  );
  // Actions without their per-row triggers (badges would count for each row);
  // the visibility flag that a trigger keeps is set here.
  await server.sql('alter table app_public.actions disable trigger user');
  await server.sql(
    `with t as (select id, is_public, row_number() over (order by id) - 1 as k from app_public.things)
     insert into app_public.actions (thing_id, creator_id, type, created_at, thing_is_public)
     select t.id, $2, 'WATERING', now() - g * interval '1 minute', t.is_public
     from generate_series(1, $1::int) g join t on t.k = g % $3`,
    [ACTIONS, ownerId, THINGS],
  );
  await server.sql('alter table app_public.actions enable trigger user');
  // Sign-in failures: the rate limiter deletes those over a day old on each
  // failure, so at any time almost all are recent.
  await server.sql(
    `insert into app_private.sign_in_failures (username, ip, failed_at)
     select 'user' || (g % 500), '10.0.' || (g % 200) || '.1',
       now() - (case when g % 1000 = 0 then interval '2 days' else interval '0' end)
             - g * interval '1 second'
     from generate_series(1, 50000) g`,
  );
  // Uploads: nearly all attached; a few abandoned ones wait for the clean-up.
  await server.sql(
    `insert into app_private.uploads (id, session_id, user_id, width, height, bytes, created_at,
       entity_type, entity_id, attached_at)
     select gen_random_uuid(), 'session' || g, $1, 100, 100, 1000, now() - g * interval '1 minute',
       case when g % 500 = 0 then null else 'product' end,
       case when g % 500 = 0 then null else gen_random_uuid() end,
       case when g % 500 = 0 then null else now() end
     from generate_series(1, 30000) g`,
    [ownerId],
  );
  await server.sql('analyze');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The names of the indexes in the plan of `query`, planned as `role` (RLS applies). */
async function indexesUsed(
  query: string,
  values: unknown[] = [],
  role: 'bk_anonymous' | 'bk_user' | null = 'bk_anonymous',
): Promise<{ indexes: string[]; plan: string }> {
  const client = new pg.Client({ connectionString: server.db.ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    if (role) {
      await client.query(`select set_config('role', $1, true)`, [role]);
      if (role === 'bk_user') {
        await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [ownerId]);
      }
    }
    const result = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${query}`,
      values,
    );
    await client.query('rollback');
    const plan = JSON.stringify(result.rows[0]!['QUERY PLAN']);
    const indexes = [...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]!);
    return { indexes, plan };
  } finally {
    await client.end();
  }
}

describe('indexes of the lists the app shows', () => {
  it('the default thing order (name, id) reads things_name_id_idx', async () => {
    const { indexes } = await indexesUsed(
      `select id, name from app_public.things order by name, id limit 25`,
    );
    expect(indexes).toContain('things_name_id_idx');
  });

  it('thing search by a part of the name uses the trigram indexes', async () => {
    // `allThings(condition: { search })` (src/conditions.ts) reads the ids from
    // app_hidden.search_thing_ids, a security-definer function planned when it
    // runs: this is its statement, planned as its owner.
    const { indexes } = await indexesUsed(
      `select t.id from app_public.things t
       where (t.name ilike $1 or t.description ilike $1)
         and (t.is_public or t.id = any (app_hidden.current_user_thing_ids())
           or app_public.current_user_is_admin())`,
      ['%meadow 123%'],
      null,
    );
    expect(indexes).toEqual(
      expect.arrayContaining(['things_name_trgm_idx', 'things_description_trgm_idx']),
    );
  });

  it.each([
    ['RED', 'things_water_red_idx'],
    ['ORANGE', 'things_water_orange_idx'],
  ])(
    'the needs-water list of colour %s (longest waiting first) reads %s',
    async (colour, index) => {
      for (const role of ['bk_anonymous', 'bk_user'] as const) {
        const { indexes } = await indexesUsed(
          `select id from app_public.things
           where indicator_parameter = 'WATER' and indicator_colour = $1
           order by indicator_colour_changed_at, name, id limit 7`,
          [colour],
          role,
        );
        expect(indexes).toContain(index);
      }
    },
  );

  it('the home gallery (things with a photo, newest first) reads things_gallery_idx', async () => {
    const { indexes } = await indexesUsed(
      `select id from app_public.things where has_image order by created_at desc, id desc limit 13`,
    );
    expect(indexes).toContain('things_gallery_idx');
  });

  it('the overview’s newest things read things_created_at_id_idx', async () => {
    const { indexes } = await indexesUsed(
      `select id from app_public.things order by created_at desc, id desc limit 7`,
    );
    expect(indexes).toContain('things_created_at_id_idx');
  });

  it('things near a position are found through the GiST index on location', async () => {
    // things_near (0005) is a function, planned when it runs: this is its inner
    // statement, the 100 nearest by the index's distance.
    const { indexes } = await indexesUsed(
      `select id from app_public.things t order by t.location <-> point(-3.68, 50.43) limit 100`,
    );
    expect(indexes).toContain('things_location_idx');
  });

  it('a page of the activity feed reads actions by time, without scanning things', async () => {
    for (const role of ['bk_anonymous', 'bk_user'] as const) {
      const { indexes, plan } = await indexesUsed(
        `select id from app_public.actions order by created_at desc, id desc limit 21`,
        [],
        role,
      );
      expect(indexes).toContain('actions_created_at_idx');
      // The old policy hashed every visible thing for each page.
      expect(plan).not.toContain('"Relation Name":"things"');
    }
  });
});

describe('indexes of housekeeping', () => {
  it('clearing day-old sign-in failures reads sign_in_failures_failed_at_idx', async () => {
    const { indexes } = await indexesUsed(
      `delete from app_private.sign_in_failures where failed_at < now() - interval '1 day'`,
      [],
      null,
    );
    expect(indexes).toContain('sign_in_failures_failed_at_idx');
  });

  it('the uploads clean-up (worker/tasks/uploads/cleanup.ts) reads uploads_unattached_created_at_idx', async () => {
    const { indexes } = await indexesUsed(
      `delete from app_private.uploads
       where attached_at is null and created_at < now() - make_interval(hours => $1)
       returning id`,
      [24],
      null,
    );
    expect(indexes).toContain('uploads_unattached_created_at_idx');
  });
});
