// Row-level security on the rainfall cache (migration 0019), per role. The data is open
// (Environment Agency, Open Government Licence): everyone, signed in or not, reads all of
// it through every GraphQL path; no API role writes any of it (the worker does, as the
// owner), neither through GraphQL nor with direct SQL; the refresh bookkeeping stays private.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EA_ATTRIBUTION } from '../src/integrations/ea/wire.ts';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

type Who = 'anonymous' | 'guest' | 'user' | 'admin';
const WHO: Who[] = ['anonymous', 'guest', 'user', 'admin'];
const ROLES = ['bk_anonymous', 'bk_user', 'bk_admin'] as const;
const MEASURE = 'R1-rainfall-tipping_bucket_raingauge-t-15_min-mm';

let server: TestServer;
const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('r_user', 'Rae User', false), ('r_admin', 'Ray Admin', true)
     returning id, username`,
  );
  const id = (name: string) => rows.find((row) => row.username === name)!.id;
  tokens.user = mintJwt({ role: 'bk_user', userId: id('r_user') });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: id('r_admin') });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;
  await server.sql(
    `insert into app_public.rainfall_stations (id, reference, notation, location, readings_fetched_at)
     values ('R1', 'R1', 'R1', point(-3.686, 50.432), now());
     insert into app_public.rainfall_measures (id, station_id, qualifier, period_seconds, unit)
     values ('${MEASURE}', 'R1', 'Tipping Bucket Raingauge', 900, 'mm');
     insert into app_public.rainfall_readings (measure_id, date_time, value)
     values ('${MEASURE}', now() - interval '1 hour', 0.4),
            ('${MEASURE}', now() - interval '45 minutes', 0.2);
     insert into app_private.rainfall_refreshes (kind, target, outcome) values ('station', 'R1', 'ok');`,
  );
});

afterAll(async () => {
  await server?.close();
});

describe('reading the rainfall cache', () => {
  it.each(WHO)('%s reads stations, measures and readings through every path', async (who) => {
    const result = await server.gql<{
      rainfallStations: { nodes: Array<{ id: string }> };
      allRainfallStations: { nodes: Array<{ id: string }> };
      rainfallStationById: { eaAttribution: string; measures: { nodes: Array<{ id: string }> } };
      allRainfallMeasures: { nodes: Array<{ id: string }> };
      rainfallMeasures: { nodes: Array<{ id: string }> };
      rainfallReadings: { values: number[] };
      rainfallNear: { stationId: string; totalMm: number };
    }>(
      `{
        rainfallStations(x: -3.686, y: 50.432, dist: 1) { nodes { id } }
        allRainfallStations { nodes { id } }
        rainfallStationById(id: "R1") { eaAttribution measures { nodes { id } } }
        allRainfallMeasures { nodes { id } }
        rainfallMeasures(stationId: "R1") { nodes { id } }
        rainfallReadings(stationId: "R1") { values }
        rainfallNear(x: -3.686, y: 50.432, days: 1) { stationId totalMm }
      }`,
      {},
      tokens[who as Exclude<Who, 'anonymous'>],
    );
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    expect(data.rainfallStations.nodes).toEqual([{ id: 'R1' }]);
    expect(data.allRainfallStations.nodes).toEqual([{ id: 'R1' }]);
    expect(data.rainfallStationById).toEqual({
      eaAttribution: EA_ATTRIBUTION,
      measures: { nodes: [{ id: MEASURE }] },
    });
    expect(data.allRainfallMeasures.nodes).toEqual([{ id: MEASURE }]);
    expect(data.rainfallMeasures.nodes).toEqual([{ id: MEASURE }]);
    expect(data.rainfallReadings.values).toEqual([0.4, 0.2]);
    expect(data.rainfallNear.stationId).toBe('R1');
    expect(data.rainfallNear.totalMm).toBeCloseTo(0.6, 9);
  });
});

describe('writing the rainfall cache', () => {
  it('offers no mutation that creates, changes or deletes cached rainfall', async () => {
    const result = await server.gql<{
      __schema: { mutationType: { fields: Array<{ name: string }> } };
    }>('{ __schema { mutationType { fields { name } } } }');
    const rainfall = result
      .data!.__schema.mutationType.fields.map((field) => field.name)
      .filter((name) => /rainfall/i.test(name));
    expect(rainfall).toEqual(['refreshRainfallStation']);
  });

  it.each(ROLES)(
    '%s can neither write the cache nor read the refresh log with SQL',
    async (role) => {
      const client = new pg.Client({ connectionString: server.db.authUrl });
      await client.connect();
      try {
        const attempts = [
          `insert into app_public.rainfall_stations (id, reference, notation, location)
         values ('R2', 'R2', 'R2', point(0, 51))`,
          `update app_public.rainfall_stations set label = 'Mine' where id = 'R1'`,
          `delete from app_public.rainfall_stations where id = 'R1'`,
          `insert into app_public.rainfall_measures (id, station_id) values ('M2', 'R1')`,
          `update app_public.rainfall_measures set unit = 'in' where id = '${MEASURE}'`,
          `delete from app_public.rainfall_measures where id = '${MEASURE}'`,
          `insert into app_public.rainfall_readings (measure_id, date_time, value)
         values ('${MEASURE}', now(), 99)`,
          `update app_public.rainfall_readings set value = 99`,
          `delete from app_public.rainfall_readings`,
          `select * from app_private.rainfall_refreshes`,
          `select * from app_private.rainfall_areas`,
          `select app_private.queue_rainfall_station('R1')`,
        ];
        for (const sql of attempts) {
          await client.query('begin');
          await client.query(`set local role ${role}`);
          await expect(client.query(sql), sql).rejects.toThrow(/permission denied/);
          await client.query('rollback');
        }
      } finally {
        await client.end();
      }
      const [counts] = await server.sql<{ readings: number; stations: number }>(
        `select (select count(*)::int from app_public.rainfall_readings) as readings,
              (select count(*)::int from app_public.rainfall_stations) as stations`,
      );
      expect(counts).toEqual({ readings: 2, stations: 1 });
    },
  );
});
