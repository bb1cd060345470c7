// Soilscapes (migration 0020, decision 0128): the lookup at a point (inside, outside,
// in a hole, in a MultiPolygon's parts), the map's polygons in a box, public read for
// every role and no writes through the API, things' soil fields filled when they are
// created and moved, and the import: success, re-run replaces, a bad file or a failure
// part-way changes nothing, and `pnpm soil:import` says which feature is wrong.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { SAMPLE_SOURCE, seedSampleSoilscapes } from '../src/db/demoSoilscapes.ts';
import { importSoilscapes } from '../src/integrations/soilscapes/import.ts';
import { readSoilscapeFile, type SoilscapeFeature } from '../src/integrations/soilscapes/wire.ts';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

const run = promisify(execFile);

let server: TestServer;
let owner: pg.Client;
let userId = '';
let token = '';
let adminToken = '';
let guestToken = '';
let tmp = '';

beforeAll(async () => {
  server = await startTestServer();
  owner = new pg.Client({ connectionString: server.db.ownerUrl });
  await owner.connect();
  const [user, admin] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('soil_user', 'Sol User', false), ('soil_admin', 'Ada Admin', true) returning id`,
  );
  userId = user!.id;
  token = mintJwt({ role: 'bk_user', userId });
  adminToken = mintJwt({ role: 'bk_admin', userId: admin!.id });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  guestToken = guest.data!.signInAsGuest.jwtToken;
  tmp = mkdtempSync(path.join(os.tmpdir(), 'bloomkeep-soil-'));
  expect(await seedSampleSoilscapes(server.db.ownerUrl)).toMatchObject({ inserted: 7 });
});

afterAll(async () => {
  await owner?.end();
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const SOILSCAPE = `query ($x: Float!, $y: Float!) {
  soilscape(x: $x, y: $y) {
    unit texture drainage fertility landcover habitats carbon drainsTo waterProtection
    generalCropping source isSample
  }
}`;

async function unitAt(x: number, y: number, as?: string): Promise<number | null> {
  const result = await server.gql<{ soilscape: { unit: number } | null }>(SOILSCAPE, { x, y }, as);
  expect(result.errors).toBeUndefined();
  return result.data!.soilscape?.unit ?? null;
}

/** A square [from, to]² with, optionally, a square hole. */
function square(from: number, to: number): Array<[number, number]> {
  return [
    [from, from],
    [to, from],
    [to, to],
    [from, to],
    [from, from],
  ];
}

function doughnut(unit: number, options: { drainage?: string } = {}) {
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {
          UNIT: unit,
          Texture: 'Sandy',
          drainage: options.drainage ?? 'Variable',
          fertility: 'Low',
        },
        geometry: { type: 'Polygon', coordinates: [square(10, 11), square(10.4, 10.6)] },
      },
    ],
  };
}

function featuresOf(json: unknown): SoilscapeFeature[] {
  const file = readSoilscapeFile(json);
  if (!file.ok) throw new Error(file.errors.join('\n'));
  return file.features;
}

async function countBySource(): Promise<Record<string, number>> {
  const rows = await server.sql<{ source: string; count: number }>(
    'select source, count(*)::int as count from app_public.soilscapes group by source',
  );
  return Object.fromEntries(rows.map((row) => [row.source, row.count]));
}

describe('soilscape(x, y)', () => {
  it('answers the unit of the sample polygon holding the point, with its attributes and the sample flag', async () => {
    const result = await server.gql<{ soilscape: Record<string, unknown> }>(SOILSCAPE, {
      x: -3.69,
      y: 50.44,
    });
    expect(result.data!.soilscape).toEqual({
      unit: 6,
      texture: 'Loamy',
      drainage: 'Freely draining',
      fertility: 'Low',
      landcover: 'Gardens, pasture and small woods',
      habitats: 'Hedgerows, acid grassland and oak woodland',
      carbon: 'Low',
      drainsTo: 'Local streams and groundwater',
      waterProtection: 'Some risk of nitrate leaching after heavy rain',
      generalCropping: 'Grass, cereals and vegetables',
      source: SAMPLE_SOURCE,
      isSample: true,
    });
  });

  it('finds each part of a MultiPolygon and each neighbour on its own side of a shared edge', async () => {
    expect(await unitAt(-3.678, 50.45)).toBe(20); // floodplain, north part
    expect(await unitAt(-3.678, 50.41)).toBe(20); // floodplain, south part
    expect(await unitAt(-3.69, 50.42)).toBe(17);
    expect(await unitAt(-3.65, 50.43)).toBe(18);
    expect(await unitAt(-3.73, 50.43)).toBe(3);
  });

  it('answers null outside every polygon and for a point that is not on Earth', async () => {
    expect(await unitAt(-3.5, 50.43)).toBeNull();
    expect(await unitAt(-300, 50.43)).toBeNull();
  });

  it('treats a hole as outside its polygon, and finds a polygon that fills the hole', async () => {
    // The sample's sandy knoll fills the western slopes' hole.
    expect(await unitAt(-3.72, 50.448)).toBe(7);
    await importSoilscapes(owner, featuresOf(doughnut(9)), { source: 'test-doughnut' });
    expect(await unitAt(10.2, 10.2)).toBe(9);
    expect(await unitAt(10.5, 10.5)).toBeNull();
  });

  it.each([
    ['anonymous', undefined],
    ['guest', () => guestToken],
    ['user', () => token],
    ['admin', () => adminToken],
  ])('is readable by %s, with the map polygons too', async (_who, as) => {
    expect(await unitAt(-3.69, 50.44, as?.())).toBe(6);
    const result = await server.gql<{
      soilscapePolygons: {
        nodes: Array<{
          unit: number;
          isSample: boolean;
          geometry: { type: string; coordinates: number[][][] };
        }>;
      };
    }>(
      `{ soilscapePolygons(west: -3.71, south: 50.42, east: -3.675, north: 50.44) {
          nodes { unit drainage isSample geometry } } }`,
      {},
      as?.(),
    );
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.soilscapePolygons.nodes;
    // Western slopes, north and south Totnes and both floodplain parts meet the box; the
    // eastern clay, the knoll and the far-away doughnut do not.
    expect(nodes.map((node) => node.unit).sort((a, b) => a - b)).toEqual([3, 6, 17, 20, 20]);
    expect(nodes.every((node) => node.isSample && node.geometry.type === 'Polygon')).toBe(true);
    expect(nodes.find((node) => node.unit === 3)!.geometry.coordinates).toHaveLength(2); // a hole
  });

  it('offers no way to change soil data through the API, and the API roles cannot write it', async () => {
    const result = await server.gql<{
      __schema: { mutationType: { fields: Array<{ name: string }> } };
    }>('{ __schema { mutationType { fields { name } } } }');
    const names = result.data!.__schema.mutationType.fields.map((field) => field.name);
    expect(names.filter((name) => /soilscape/i.test(name))).toEqual([]);
    for (const role of ['bk_anonymous', 'bk_user', 'bk_admin']) {
      await owner.query('begin');
      await owner.query(`set local role ${role}`);
      await expect(owner.query('delete from app_public.soilscapes')).rejects.toThrow(
        /permission denied/,
      );
      await owner.query('rollback');
    }
  });
});

describe('the GiST index', () => {
  it('answers the point and box tests the lookups use, with thousands of polygons', async () => {
    // 4,900 small squares far from the demo area (a 70 × 70 grid of 0.01° cells).
    await server.sql(
      `insert into app_public.soilscapes (unit, texture, drainage, fertility, source, geometry)
       select 1 + (i + j) % 31, 'Loamy', 'Variable', 'Low', 'plan-test',
         jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
           jsonb_build_array(20 + i * 0.01, 20 + j * 0.01), jsonb_build_array(20.01 + i * 0.01, 20 + j * 0.01),
           jsonb_build_array(20.01 + i * 0.01, 20.01 + j * 0.01), jsonb_build_array(20 + i * 0.01, 20.01 + j * 0.01),
           jsonb_build_array(20 + i * 0.01, 20 + j * 0.01))))
       from generate_series(0, 69) i, generate_series(0, 69) j`,
    );
    await server.sql('analyze app_public.soilscapes');
    for (const query of [
      `select s.id from app_public.soilscapes s
       where s.shape && polygon(box(point(20.305, 20.405), point(20.305, 20.405)))
         and s.shape @> point(20.305, 20.405)`,
      `select s.id from app_public.soilscapes s
       where s.shape && polygon(box(point(20.1, 20.1), point(20.15, 20.12)))`,
    ]) {
      const plan = await server.sql<{ 'QUERY PLAN': string }>(`explain ${query}`);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('soilscapes_shape_idx');
    }
    expect(await unitAt(20.305, 20.405)).toBe(1 + ((30 + 40) % 31));
    await server.sql(`delete from app_public.soilscapes where source = 'plan-test'`);
  });
});

describe("things' soil fields", () => {
  const THING_SOIL =
    'soilscapeUnit soilTexture soilDrainage soilFertility landcover drainsTo soilscape { isSample }';

  it('are filled when a thing is created, follow it when it moves, and clear outside every polygon', async () => {
    const created = await server.gql<{
      createThing: { thing: Record<string, unknown> & { id: string } };
    }>(
      `mutation { createThing(input: { name: "Soil test bed", isPublic: true, x: -3.69, y: 50.44,
          category: FLOWERBED }) { thing { id ${THING_SOIL} } } }`,
      {},
      token,
    );
    expect(created.errors).toBeUndefined();
    const thing = created.data!.createThing.thing;
    expect(thing).toMatchObject({
      soilscapeUnit: 6,
      soilTexture: 'Loamy',
      soilDrainage: 'Freely draining',
      soilFertility: 'Low',
      drainsTo: 'Local streams and groundwater',
      soilscape: { isSample: true },
    });

    const move = (x: number, y: number) =>
      server.gql<{ updateThingById: { thing: Record<string, unknown> } }>(
        `mutation ($id: UUID!, $x: Float!, $y: Float!) {
          updateThingById(input: { id: $id, patch: { location: { x: $x, y: $y } } }) {
            thing { ${THING_SOIL} } } }`,
        { id: thing.id, x, y },
        token,
      );
    const clay = await move(-3.65, 50.43);
    expect(clay.errors).toBeUndefined();
    expect(clay.data!.updateThingById.thing).toMatchObject({
      soilscapeUnit: 18,
      soilTexture: 'Clayey',
      soilDrainage: 'Impeded drainage',
    });
    const nowhere = await move(-3.5, 50.43);
    expect(nowhere.data!.updateThingById.thing).toMatchObject({
      soilscapeUnit: null,
      soilTexture: null,
      soilDrainage: null,
      soilFertility: null,
      landcover: null,
      drainsTo: null,
      soilscape: null,
    });
  });

  it('are not the owner’s to write: only the database fills them', async () => {
    const result = await server.gql(
      `mutation { updateThingById(input: { id: "00000000-0000-0000-0000-000000000000",
          patch: { soilDrainage: "Naturally wet" } }) { thing { id } } }`,
      {},
      token,
    );
    expect(result.errors?.[0]?.message).toMatch(/soilDrainage/);
  });
});

describe('importing soilscapes', () => {
  it('replaces the previous import of the same source when run again, and refills things', async () => {
    const [{ id: thingId }] = (await server.sql<{ id: string }>(
      `insert into app_public.things (name, category, location, is_public)
       values ('Doughnut bed', 'FLOWERBED', point(10.2, 10.8), true) returning id`,
    )) as [{ id: string }];
    const first = await importSoilscapes(owner, featuresOf(doughnut(9)), { source: 'test-rerun' });
    expect(first).toMatchObject({ replaced: 0, inserted: 1 });
    const again = await importSoilscapes(owner, featuresOf(doughnut(12)), { source: 'test-rerun' });
    expect(again).toMatchObject({ replaced: 1, inserted: 1 });
    expect((await countBySource())['test-rerun']).toBe(1);
    // The newest import wins where two sources overlap; the thing shows it.
    const [thing] = await server.sql<{ soilscape_unit: number }>(
      'select soilscape_unit from app_public.things where id = $1',
      [thingId],
    );
    expect(thing!.soilscape_unit).toBe(12);
    expect(await unitAt(10.2, 10.8)).toBe(12);
  });

  it('changes nothing when the database refuses a row part-way through', async () => {
    const before = await countBySource();
    const broken = featuresOf(doughnut(12));
    broken[0]!.properties.unit = 99; // past the wire checks; the table's check refuses it
    await expect(
      importSoilscapes(owner, [...featuresOf(doughnut(5)), ...broken], { source: 'test-rerun' }),
    ).rejects.toThrow(/soilscapes_unit_check/);
    expect(await countBySource()).toEqual(before);
    expect(await unitAt(10.2, 10.8)).toBe(12);
  });

  it('lists every problem of a bad file with its feature index', () => {
    const file = readSoilscapeFile({
      type: 'FeatureCollection',
      features: [
        doughnut(3).features[0],
        {
          type: 'Feature',
          properties: { unit: 40, texture: 'Loamy' },
          geometry: doughnut(3).features[0]!.geometry,
        },
        {
          type: 'Feature',
          properties: doughnut(3).features[0]!.properties,
          geometry: { type: 'Point', coordinates: [0, 0] },
        },
        {
          type: 'Feature',
          properties: { ...doughnut(3).features[0]!.properties, name: 'Grid' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [280500, 60400],
                [280600, 60400],
                [280600, 60500],
                [280500, 60400],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: doughnut(3).features[0]!.properties,
          geometry: { type: 'Polygon', coordinates: [square(0, 1).slice(0, 4)] },
        },
      ],
    });
    expect(file).toEqual({
      ok: false,
      errors: [
        "feature 1's unit 40 is not a whole number from 1 to 31",
        'feature 1 has no drainage',
        'feature 1 has no fertility',
        'feature 2 is a "Point"; only Polygon and MultiPolygon are soilscapes',
        'feature 3 ("Grid")\'s outer ring, position 0 (280500, 60400) is not a longitude and latitude; are the coordinates in British National Grid metres? Convert them to WGS 84 (EPSG:4326)',
        "feature 4's outer ring is not closed (its last position must repeat its first)",
      ],
    });
    expect(readSoilscapeFile({ type: 'Feature' })).toEqual({
      ok: false,
      errors: ['the file must be a GeoJSON FeatureCollection'],
    });
  });

  it('`pnpm soil:import` refuses a bad file, naming the feature, and leaves the table unchanged; a good one imports', async () => {
    const env = { ...process.env, DATABASE_URL: server.db.ownerUrl, DATA_DIR: tmp, INIT_CWD: tmp };
    const script = ['--import', 'tsx', path.join(SERVER_ROOT, 'src/scripts/import-soilscapes.ts')];
    const before = await countBySource();
    const bad = doughnut(4);
    bad.features.push({
      ...bad.features[0]!,
      properties: { ...bad.features[0]!.properties, drainage: '' },
    });
    writeFileSync(path.join(tmp, 'bad.geojson'), JSON.stringify(bad));
    const refused = await run(process.execPath, [...script, 'bad.geojson', '--source=cli'], {
      env,
      cwd: SERVER_ROOT,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('feature 1 has no drainage');
    expect((refused as { stderr: string }).stderr).toContain('nothing changed');
    expect(await countBySource()).toEqual(before);

    writeFileSync(path.join(tmp, 'good.geojson'), JSON.stringify(doughnut(4)));
    for (let round = 0; round < 2; round++) {
      const done = await run(process.execPath, [...script, 'good.geojson', '--source=cli'], {
        env,
        cwd: SERVER_ROOT,
      });
      expect(done.stdout).toContain('Imported 1 soilscape polygons');
    }
    expect(await countBySource()).toEqual({ ...before, cli: 1 });
  });
});
