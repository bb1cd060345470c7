// The map at scale (issue 12, "Scale"): 100,000 public things over South Devon, inserted
// the way the benchmark inserts them (src/db/mapBench.ts). The box query reads the GiST
// index (its plan, as the API role, after ANALYZE); and a 1280 × 800 view at any zoom
// answers at most MAP_MAX_FEATURES points and clusters in at most 200 KB of gzip, while
// counting every thing in view. The sizes are printed for docs/benchmarks.md; no time
// is asserted.
import { gzipSync } from 'node:zlib';
import { MAP_MAX_FEATURES, MAP_TILE_PX, mercatorY } from '@bloomkeep/schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMapBenchThings } from '../src/db/mapBench.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const THINGS = 100_000;
/** The first view's payload goal (issue 12). */
const FIRST_VIEW_GZIP_BYTES = 200 * 1024;
const VIEWPORT = { width: 1280, height: 800 };
const TOTNES = { longitude: -3.6866, latitude: 50.4316 };

beforeAll(async () => {
  server = await startTestServer();
  const client = new pg.Client({ connectionString: server.db.ownerUrl });
  await client.connect();
  try {
    expect(await insertMapBenchThings(client, { count: THINGS })).toBe(THINGS);
    await client.query('analyze app_public.things');
  } finally {
    await client.end();
  }
}, 300_000);

afterAll(async () => {
  await server?.close();
});

/** The box a viewport shows around a centre at a zoom (MapLibre's 512 px tiles). */
function viewBox(zoom: number, centre = TOTNES) {
  const worldPx = MAP_TILE_PX * 2 ** zoom;
  const halfWidth = ((VIEWPORT.width / 2) * 360) / worldPx;
  const centreY = mercatorY(centre.latitude);
  const latitudeAt = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return {
    west: centre.longitude - halfWidth,
    east: centre.longitude + halfWidth,
    north: latitudeAt(centreY - VIEWPORT.height / 2 / worldPx),
    south: latitudeAt(centreY + VIEWPORT.height / 2 / worldPx),
  };
}

const MAP_FEATURES = `query (
  $west: Float!, $south: Float!, $east: Float!, $north: Float!, $zoom: Float!
) {
  mapFeatures(west: $west, south: $south, east: $east, north: $north, zoom: $zoom,
    thingCategories: [], allThings: true, devices: true, gateways: true) {
    gridZoom truncated
    points { kind id name category model x y indicatorColour isPublic lastActionType lastActionAt lastSeenAt }
    clusters { kind x y count blue green orange red grey }
  }
}`;

interface Answer {
  mapFeatures: {
    truncated: boolean;
    points: Array<{ id: string }>;
    clusters: Array<{
      count: number;
      blue: number;
      green: number;
      orange: number;
      red: number;
      grey: number;
    }>;
  };
}

it('the box query reads the GiST index on things', async () => {
  // app_hidden.map_candidates is security definer (point <@ box is not leakproof, so
  // under RLS it could only filter a full scan): this is its things statement, planned as
  // its owner, with a stranger's claims for the visibility rule.
  const client = new pg.Client({ connectionString: server.db.ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('jwt.claims.user_id', gen_random_uuid()::text, true)`);
    const box = viewBox(12);
    const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json)
       select t.id, t.location[0], t.location[1], t.indicator_colour
       from app_public.things t, app_hidden.map_boxes($1, $2, $3, $4) boxes
       where (t.location <@ boxes[1] or t.location <@ boxes[2])
         and (true or t.category = any ('{}'))
         and t.deleted_at is null
         and (t.is_public
           or t.id = any ((select app_hidden.current_user_thing_ids())::uuid[])
           or (select app_public.current_user_is_admin()))`,
      [box.west, box.south, box.east, box.north],
    );
    await client.query('rollback');
    const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
    expect([...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1])).toContain(
      'things_location_idx',
    );
  } finally {
    await client.end();
  }
});

describe(`a ${VIEWPORT.width} × ${VIEWPORT.height} view over ${THINGS.toLocaleString('en-GB')} things`, () => {
  const figures: string[] = [];
  afterAll(() => {
    console.log(
      ['zoom | things in view | points | clusters | JSON bytes | gzip bytes', ...figures].join(
        '\n',
      ),
    );
  });

  for (const zoom of [6, 8, 10, 12, 14, 16, 18]) {
    it(`zoom ${zoom}: bounded, small, and every visible thing counted once`, async () => {
      const box = viewBox(zoom);
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: MAP_FEATURES, variables: { ...box, zoom } }),
      });
      const raw = Buffer.from(await response.arrayBuffer());
      const body = JSON.parse(raw.toString('utf8')) as { data?: Answer; errors?: unknown };
      expect(body.errors).toBeUndefined();
      const map = body.data!.mapFeatures;
      const [row] = await server.sql<{ n: string }>(
        `select count(*) as n from app_public.things where location <@ box(point($1, $2), point($3, $4))`,
        [box.west, box.south, box.east, box.north],
      );
      const inView = Number(row!.n);
      const gzip = gzipSync(raw).length;
      figures.push(
        `${zoom} | ${inView} | ${map.points.length} | ${map.clusters.length} | ${raw.length} | ${gzip}`,
      );
      expect(map.points.length + map.clusters.length).toBeLessThanOrEqual(MAP_MAX_FEATURES);
      expect(gzip).toBeLessThanOrEqual(FIRST_VIEW_GZIP_BYTES);
      expect(map.truncated).toBe(false);
      const counted = map.points.length + map.clusters.reduce((sum, c) => sum + c.count, 0);
      expect(counted).toBe(inView);
      for (const cluster of map.clusters) {
        expect(cluster.blue + cluster.green + cluster.orange + cluster.red + cluster.grey).toBe(
          cluster.count,
        );
      }
    });
  }

  it('a view too crowded for points comes back as clusters, the biggest first when cut short', async () => {
    // The whole region at zoom 9 but 8192 px wide: more cells than an answer holds.
    const box = { west: -4.3, south: 50.2, east: -3.1, north: 50.75 };
    const result = await server.gql<Answer>(MAP_FEATURES, { ...box, zoom: 10.5 });
    expect(result.errors).toBeUndefined();
    const map = result.data!.mapFeatures;
    expect(map.points.length + map.clusters.length).toBeLessThanOrEqual(MAP_MAX_FEATURES);
    const counts = map.clusters.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    figures.push(
      `10.5 (whole region, ${map.truncated ? 'truncated' : 'complete'}) | ${THINGS} | ${map.points.length} | ${map.clusters.length} | – | –`,
    );
  });
});
