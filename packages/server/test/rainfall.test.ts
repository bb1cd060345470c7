// Rainfall (issue 12, migration 0019): the refresh jobs against the local EA fake over real
// HTTP (what they ask for and exactly what they cache), what an EA outage leaves behind,
// and the GraphQL fields over HTTP: their validation, their answers from the cache, the
// data's age and the EA's attribution, and a refresh queued for a station not cached yet.
import { haversineKm, RAINFALL_LIMITS } from '@bloomkeep/schema';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEaClient, type EaClient } from '../src/integrations/ea/client.ts';
import {
  demoRainfall,
  rainfallMeasureId,
  startEaFake,
  type EaFake,
} from '../src/integrations/ea/fake.ts';
import { EA_ATTRIBUTION, type RainfallReading } from '../src/integrations/ea/wire.ts';
import { appHostsFor } from '../src/mail/hosts.ts';
import type { WorkerContext } from '../src/worker/task.ts';
import { refreshStation } from '../src/worker/tasks/rainfall/cache.ts';
import { refreshRainfallTask } from '../src/worker/tasks/rainfall/refresh.ts';
import { refreshRainfallStationTask } from '../src/worker/tasks/rainfall/station.ts';
import { insertThing, ownerPool, startTestServer, type TestServer } from './helpers.ts';

// The fake's month of demo rain ends at the current quarter hour: the cache keeps 35 days
// back from now(), so the fake must share the database's clock.
const NOW = new Date();
const TOTNES = { x: -3.684, y: 50.431 };
const DEMO = ['50108', '50119', '45117', '50124'];

let server: TestServer;
let ea: EaFake;
let client: EaClient;
let pool: pg.Pool;
let context: WorkerContext;

beforeAll(async () => {
  server = await startTestServer();
  ea = await startEaFake({ now: NOW });
  client = createEaClient({ rootUrl: ea.url, timeoutMs: 2000 });
  pool = ownerPool(server.db.ownerUrl, 2);
  context = {
    ownerPool: pool,
    appHosts: appHostsFor('https://bloomkeep.example'),
    sendMail: async () => {},
    ea: client,
  };
  const [user] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ('rain_owner', 'Rain Owner') returning id`,
  );
  // The things' only location: the refresh looks for gauges around Totnes.
  await insertThing(server, { name: 'Rain bed', ownerId: user!.id, category: 'FLOWERBED' });
});

afterAll(async () => {
  await pool?.end();
  await ea?.close();
  await server?.close();
});

/** The rainfall__station jobs waiting in the queue, by job key. */
async function queuedStationJobs(): Promise<string[]> {
  const rows = await server.sql<{ key: string }>(
    `select j.key from graphile_worker._private_jobs j
     join graphile_worker._private_tasks t on t.id = j.task_id
     where t.identifier = 'rainfall__station' order by j.key`,
  );
  return rows.map((row) => row.key);
}

async function countReadings(stationId: string): Promise<number> {
  const [row] = await server.sql<{ count: number }>(
    `select count(*)::int as count from app_public.rainfall_readings r
     join app_public.rainfall_measures m on m.id = r.measure_id where m.station_id = $1`,
    [stationId],
  );
  return row!.count;
}

const READINGS = `query ($stationId: String, $measureId: String, $latest: Boolean, $today: Boolean,
  $date: Date, $startdate: Date, $enddate: Date, $limit: Int) {
  rainfallReadings(stationId: $stationId, measureId: $measureId, latest: $latest, today: $today,
    date: $date, startdate: $startdate, enddate: $enddate, _limit: $limit) {
    stationId measureId unit periodSeconds times values total latestReadingAt
    readingsFetchedAt lastRefreshFailedAt eaAttribution
  }
}`;

interface Chart {
  stationId: string;
  measureId: string;
  unit: string;
  periodSeconds: number;
  times: string[];
  values: number[];
  total: number;
  latestReadingAt: string | null;
  readingsFetchedAt: string | null;
  lastRefreshFailedAt: string | null;
  eaAttribution: string;
}

/** rainfallReadings, with its times as ISO strings (the API sends microseconds and +00:00). */
async function readingsOf(variables: Record<string, unknown>) {
  const result = await server.gql<{ rainfallReadings: Chart | null }>(READINGS, variables);
  const chart = result.data?.rainfallReadings;
  if (chart) chart.times = chart.times.map((time) => new Date(time).toISOString());
  return result;
}

describe('the refresh jobs against the EA fake', () => {
  it('finds the gauges near our things, queues each once, and caches a month of readings', async () => {
    await refreshRainfallTask.run({}, context);
    const stations = await server.sql<{ id: string; label: string | null; x: number; y: number }>(
      `select id, label, location[0] as x, location[1] as y from app_public.rainfall_stations order by id`,
    );
    expect(stations.map((station) => station.id)).toEqual([...DEMO].sort());
    expect(stations.find((station) => station.id === '50108')).toMatchObject({
      label: 'Totnes',
      x: -3.686,
      y: 50.432,
    });
    // One area around the thing, asked once, with the EA's own query.
    const areaCalls = ea.requests.filter((request) => request.path === '/id/stations');
    expect(areaCalls).toHaveLength(1);
    expect(areaCalls[0]!.query).toMatchObject({ parameter: 'rainfall', dist: '25' });
    expect(await queuedStationJobs()).toEqual(
      [...DEMO].sort().map((id) => `rainfall__station:${id}`),
    );
    // A second run in the same hour asks the EA nothing and queues nothing new.
    await refreshRainfallTask.run({}, context);
    expect(ea.requests.filter((request) => request.path === '/id/stations')).toHaveLength(1);
    expect(await queuedStationJobs()).toHaveLength(DEMO.length);

    for (const id of DEMO) await refreshRainfallStationTask.run({ stationId: id }, context);
    const month = demoRainfall({ now: NOW, days: 30 }).readings;
    for (const id of DEMO) {
      const expected = month.filter((reading) => reading.measureId === rainfallMeasureId(id));
      const cached = await server.sql<{ at: Date; mm: number }>(
        `select r.date_time as at, r.value as mm from app_public.rainfall_readings r
         where r.measure_id = $1 order by r.date_time`,
        [rainfallMeasureId(id)],
      );
      expect(
        cached.map((row) => ({ at: row.at.toISOString().replace('.000Z', 'Z'), mm: row.mm })),
      ).toEqual(expected.map(({ at, mm }) => ({ at, mm })));
    }
    // Readings by measure, from 35 days back, as many as the EA allows in one call.
    const readingCalls = ea.requests.filter((request) => request.path.endsWith('/readings'));
    expect(readingCalls.map((request) => request.path).sort()).toEqual(
      DEMO.map((id) => `/id/measures/${rainfallMeasureId(id)}/readings`).sort(),
    );
    for (const call of readingCalls) {
      expect(call.query._limit).toBe('10000');
      const since = Date.parse(call.query.since ?? '');
      expect(NOW.getTime() - since).toBeGreaterThan((RAINFALL_LIMITS.keepDays - 1) * 86_400_000);
    }
    const [station] = await server.sql<{ readings_fetched_at: Date; latest_reading_at: Date }>(
      `select readings_fetched_at, latest_reading_at from app_public.rainfall_stations where id = '50108'`,
    );
    expect(station!.readings_fetched_at).toBeInstanceOf(Date);
    expect(station!.latest_reading_at.toISOString().replace('.000Z', 'Z')).toBe(month.at(-1)!.at);
  });

  it('asks only for readings newer than the newest cached one, and adds exactly those', async () => {
    const [station] = demoRainfall({ now: NOW, days: 0 }).stations.filter(
      (candidate) => candidate.id === '50119',
    );
    const measureId = rainfallMeasureId('50119');
    const [{ latest }] = (await server.sql<{ latest: Date }>(
      `select max(date_time) as latest from app_public.rainfall_readings where measure_id = $1`,
      [measureId],
    )) as [{ latest: Date }];
    const readings: RainfallReading[] = [];
    const later = await startEaFake({ now: NOW, stations: [station!], readings });
    try {
      const at = (minutes: number) =>
        new Date(latest.getTime() + minutes * 60_000).toISOString().replace('.000Z', 'Z');
      // The same reading again, and two new ones (the EA publishes in batches).
      readings.push(
        { measureId, at: latest.toISOString().replace('.000Z', 'Z'), mm: 0 },
        { measureId, at: at(15), mm: 0.4 },
        { measureId, at: at(30), mm: 1.2 },
      );
      const before = await countReadings('50119');
      await pool.query(
        `update app_public.rainfall_stations set readings_fetched_at = now() - interval '2 hours' where id = '50119'`,
      );
      const outcome = await refreshStation(pool, createEaClient({ rootUrl: later.url }), '50119');
      expect(outcome).toEqual({ status: 'ok', readings: 2 });
      expect(later.requests).toHaveLength(1);
      expect(later.requests[0]!.query.since).toBe(latest.toISOString());
      expect(await countReadings('50119')).toBe(before + 2);
    } finally {
      await later.close();
    }
  });
});

describe('an EA outage', () => {
  const outages: Array<[string, (fake: EaFake) => void]> = [
    ['answers 500', (fake) => fake.failNext(1, 500)],
    ['answers a body that is not JSON', (fake) => fake.garbleNext(1)],
    ['does not answer', (fake) => fake.hang(1)],
  ];

  it.each(outages)('keeps the cache and records when it %s', async (_name, inject) => {
    await pool.query(
      `update app_public.rainfall_stations
       set readings_fetched_at = now() - interval '2 hours', last_refresh_failed_at = null
       where id = '45117'`,
    );
    const before = await countReadings('45117');
    const failuresBefore = await server.sql<{ count: number }>(
      `select count(*)::int as count from app_private.rainfall_refreshes where outcome = 'unavailable'`,
    );
    inject(ea);
    const outcome = await refreshStation(pool, client, '45117');
    expect(outcome.status).toBe('failed');
    expect(await countReadings('45117')).toBe(before);
    const failures = await server.sql<{ count: number }>(
      `select count(*)::int as count from app_private.rainfall_refreshes where outcome = 'unavailable'`,
    );
    expect(failures[0]!.count).toBe(failuresBefore[0]!.count + 1);

    // The API still answers from the cache, saying how old it is and that the refresh failed.
    const result = await readingsOf({ stationId: '45117' });
    expect(result.errors).toBeUndefined();
    const chart = result.data!.rainfallReadings!;
    expect(chart.times).toHaveLength(before);
    expect(chart.lastRefreshFailedAt).not.toBeNull();
    expect(Date.parse(chart.lastRefreshFailedAt!)).toBeGreaterThan(
      Date.parse(chart.readingsFetchedAt!),
    );
    expect(chart.eaAttribution).toBe(EA_ATTRIBUTION);
  });

  it('keeps the gauges of an area whose look-up fails, and tries it again later', async () => {
    await pool.query(
      `update app_private.rainfall_areas set fetched_at = now() - interval '2 days'`,
    );
    const calls = ea.requests.length;
    ea.failNext(1, 503);
    await refreshRainfallTask.run({}, context);
    expect(ea.requests.length).toBe(calls + 1);
    const [area] = await server.sql<{ failed: boolean }>(
      `select last_failed_at is not null as failed from app_private.rainfall_areas`,
    );
    expect(area!.failed).toBe(true);
    const [{ count }] = (await server.sql<{ count: number }>(
      `select count(*)::int as count from app_public.rainfall_stations`,
    )) as [{ count: number }];
    expect(count).toBe(DEMO.length);
  });
});

describe('rainfallStations, rainfallStationById and rainfallMeasures', () => {
  const STATIONS = `query ($x: Float!, $y: Float!, $dist: Float!) {
    rainfallStations(x: $x, y: $y, dist: $dist) { nodes { id } }
  }`;

  /** The demo gauges within `km` of Totnes, nearest first, by the shared haversine. */
  const demoWithin = (km: number) =>
    demoRainfall({ now: NOW, days: 0 })
      .stations.map((station) => ({
        id: station.id,
        km: haversineKm({ longitude: TOTNES.x, latitude: TOTNES.y }, station),
      }))
      .filter((station) => station.km <= km)
      .sort((a, b) => a.km - b.km)
      .map((station) => station.id);

  it('answers the cached gauges within dist km, nearest first', async () => {
    const near = await server.gql<{ rainfallStations: { nodes: Array<{ id: string }> } }>(
      STATIONS,
      { ...TOTNES, dist: 10 },
    );
    expect(near.errors).toBeUndefined();
    expect(demoWithin(10)).toHaveLength(3);
    expect(near.data!.rainfallStations.nodes.map((node) => node.id)).toEqual(demoWithin(10));
    const london = await server.gql<{ rainfallStations: { nodes: unknown[] } }>(STATIONS, {
      x: -0.1278,
      y: 51.5074,
      dist: 10,
    });
    expect(london.data!.rainfallStations.nodes).toEqual([]);
  });

  it(`clamps dist to ${RAINFALL_LIMITS.maxDistanceKm} km`, async () => {
    // A gauge about 60 km west of Totnes, near Bodmin.
    await pool.query(
      `insert into app_public.rainfall_stations (id, reference, notation, location)
       values ('FAR1', 'FAR1', 'FAR1', point(-4.52, 50.47))`,
    );
    const wide = await server.gql<{ rainfallStations: { nodes: Array<{ id: string }> } }>(
      STATIONS,
      { ...TOTNES, dist: 500 },
    );
    expect(wide.data!.rainfallStations.nodes.map((node) => node.id)).toEqual(demoWithin(50));
    expect(demoWithin(50)).toHaveLength(DEMO.length);
  });

  it.each([
    [{ ...TOTNES, dist: 0 }, 'dist must be a distance in km greater than 0'],
    [{ ...TOTNES, dist: -5 }, 'dist must be a distance in km greater than 0'],
    [
      { x: 200, y: 50, dist: 5 },
      'x must be a longitude between -180 and 180 and y a latitude between -90 and 90',
    ],
    [
      { x: -3.6, y: 95, dist: 5 },
      'x must be a longitude between -180 and 180 and y a latitude between -90 and 90',
    ],
  ])('refuses %j with a clear error', async (variables, message) => {
    const result = await server.gql(STATIONS, variables);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.exception?.errcode).toBe('VALID');
  });

  it("gives a station's details, measures, age and attribution", async () => {
    const result = await server.gql<{
      rainfallStationById: Record<string, unknown> & { measures: { nodes: unknown[] } };
      rainfallMeasures: { nodes: Array<{ id: string }> };
      unknown: null;
      none: { nodes: unknown[] };
    }>(
      `{
        rainfallStationById(id: "50108") {
          id reference label town gridReference status location { x y } easting northing
          fetchedAt readingsFetchedAt latestReadingAt lastRefreshFailedAt eaAttribution
          measures { nodes { id qualifier periodSeconds unit latestReadingAt } }
        }
        rainfallMeasures(stationId: "50108") { nodes { id } }
        unknown: rainfallStationById(id: "E0000") { id }
        none: rainfallMeasures(stationId: "E0000") { nodes { id } }
      }`,
    );
    expect(result.errors).toBeUndefined();
    const station = result.data!.rainfallStationById;
    expect(station).toMatchObject({
      id: '50108',
      reference: '50108',
      label: 'Totnes',
      town: 'Totnes',
      gridReference: 'SX8050060400',
      status: 'active',
      location: { x: -3.686, y: 50.432 },
      easting: 280500,
      northing: 60400,
      lastRefreshFailedAt: null,
      eaAttribution: EA_ATTRIBUTION,
    });
    expect(station.readingsFetchedAt).toEqual(expect.any(String));
    expect(station.latestReadingAt).toEqual(expect.any(String));
    expect(station.measures.nodes).toEqual([
      {
        id: rainfallMeasureId('50108'),
        qualifier: 'Tipping Bucket Raingauge',
        periodSeconds: 900,
        unit: 'mm',
        latestReadingAt: station.latestReadingAt,
      },
    ]);
    expect(result.data!.rainfallMeasures.nodes).toEqual([{ id: rainfallMeasureId('50108') }]);
    expect(result.data!.unknown).toBeNull();
    expect(result.data!.none.nodes).toEqual([]);
  });
});

describe('rainfallReadings', () => {
  const month = () =>
    demoRainfall({ now: NOW, days: 30 }).readings.filter(
      (reading) => reading.measureId === rainfallMeasureId('50108'),
    );
  const iso = (at: string) => new Date(at).toISOString();

  it('answers everything cached by default, oldest first, ready for a chart', async () => {
    const result = await readingsOf({ stationId: '50108' });
    expect(result.errors).toBeUndefined();
    const chart = result.data!.rainfallReadings!;
    const expected = month();
    expect(chart).toMatchObject({
      stationId: '50108',
      measureId: rainfallMeasureId('50108'),
      unit: 'mm',
      periodSeconds: 900,
      eaAttribution: EA_ATTRIBUTION,
    });
    expect(chart.times).toEqual(expected.map((reading) => iso(reading.at)));
    expect(chart.values).toEqual(expected.map((reading) => reading.mm));
    expect(chart.total).toBeCloseTo(
      expected.reduce((sum, reading) => sum + reading.mm, 0),
      6,
    );
  });

  it('takes the newest _limit readings, latest, a date and a date range', async () => {
    const expected = month();
    const limited = await readingsOf({ stationId: '50108', limit: 3 });
    expect(limited.data!.rainfallReadings!.times).toEqual(
      expected.slice(-3).map((reading) => iso(reading.at)),
    );
    const latest = await readingsOf({ stationId: '50108', latest: true });
    expect(latest.data!.rainfallReadings!.times).toEqual([iso(expected.at(-1)!.at)]);

    const day = expected[expected.length - 200]!.at.slice(0, 10);
    const onDay = expected.filter((reading) => reading.at.startsWith(day));
    const dated = await readingsOf({ stationId: '50108', date: day });
    expect(dated.data!.rainfallReadings!.times).toEqual(onDay.map((reading) => iso(reading.at)));

    const start = expected[100]!.at.slice(0, 10);
    const end = expected[400]!.at.slice(0, 10);
    const inRange = expected.filter((reading) => {
      const d = reading.at.slice(0, 10);
      return d >= start && d <= end;
    });
    const ranged = await readingsOf({ stationId: '50108', startdate: start, enddate: end });
    expect(ranged.data!.rainfallReadings!.values).toEqual(inRange.map((reading) => reading.mm));

    const today = NOW.toISOString().slice(0, 10);
    const todays = await readingsOf({
      stationId: '50108',
      today: true,
      measureId: rainfallMeasureId('50108'),
    });
    expect(todays.data!.rainfallReadings!.times).toEqual(
      expected.filter((reading) => reading.at.startsWith(today)).map((reading) => iso(reading.at)),
    );
  });

  it.each([
    [
      { latest: true, today: true },
      'Give at most one of latest, today, date, and startdate with enddate',
    ],
    [
      { date: '2024-03-01', startdate: '2024-03-01' },
      'Give at most one of latest, today, date, and startdate with enddate',
    ],
    [{ enddate: '2024-03-01' }, 'Give startdate with enddate'],
    [{ startdate: '2024-03-02', enddate: '2024-03-01' }, 'startdate must not be after enddate'],
    [{ limit: 0 }, '_limit must be between 1 and 10000'],
    [{ limit: 10_001 }, '_limit must be between 1 and 10000'],
    [{ stationId: null }, 'Give a stationId'],
  ])('refuses %j with a clear error', async (variables, message) => {
    const result = await readingsOf({ stationId: '50108', ...variables });
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.exception?.errcode).toBe('VALID');
  });

  it('refuses a date that is not one', async () => {
    const result = await readingsOf({ stationId: '50108', date: '2024-02-30' });
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(result.data?.rainfallReadings ?? null).toBeNull();
  });

  it('answers null for a station or measure not cached, without calling the EA', async () => {
    const calls = ea.requests.length;
    expect((await readingsOf({ stationId: 'E0000' })).data).toEqual({ rainfallReadings: null });
    expect(
      (await readingsOf({ stationId: '50108', measureId: rainfallMeasureId('50119') })).data,
    ).toEqual({ rainfallReadings: null });
    expect(ea.requests.length).toBe(calls);
  });
});

describe('refreshRainfallStation', () => {
  const REFRESH = `mutation ($id: String) {
    refreshRainfallStation(input: { stationId: $id }) { boolean }
  }`;

  it('queues one refresh for a station not cached, however often it is asked', async () => {
    for (let i = 0; i < 3; i += 1) {
      const result = await server.gql<{ refreshRainfallStation: { boolean: boolean } }>(REFRESH, {
        id: 'E7050',
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.refreshRainfallStation.boolean).toBe(true);
    }
    expect((await queuedStationJobs()).filter((key) => key === 'rainfall__station:E7050')).toEqual([
      'rainfall__station:E7050',
    ]);
    // The job asks the EA, which has no such station: nothing is cached.
    await refreshRainfallStationTask.run({ stationId: 'E7050' }, context);
    expect(ea.requests.at(-1)?.path).toBe('/id/stations/E7050');
    expect(
      await server.sql(`select 1 from app_public.rainfall_stations where id = 'E7050'`),
    ).toEqual([]);
  });

  it('answers false for a station refreshed in the last 15 minutes', async () => {
    await pool.query(
      `update app_public.rainfall_stations set readings_fetched_at = now() where id = '50108'`,
    );
    const result = await server.gql<{ refreshRainfallStation: { boolean: boolean } }>(REFRESH, {
      id: '50108',
    });
    expect(result.data!.refreshRainfallStation.boolean).toBe(false);
  });

  it.each(['', '../stations', 'a b', 'x'.repeat(65)])('refuses the id %j', async (id) => {
    const result = await server.gql(REFRESH, { id });
    expect(result.errors?.[0]?.message).toBe('That is not a rainfall station id');
  });
});

describe('rainfallNear', () => {
  const NEAR = `query ($x: Float, $y: Float, $days: Int) {
    rainfallNear(x: $x, y: $y, days: $days) {
      stationId label distanceKm totalMm hoursCovered days latestReadingAt eaAttribution
    }
  }`;

  it('sums the rain of the last days at the nearest gauge, with the hours it covers', async () => {
    const [expected] = await server.sql<{ total: number; hours: number }>(
      `select coalesce(sum(value), 0) as total, count(*) * 0.25 as hours
       from app_public.rainfall_readings
       where measure_id = $1 and date_time > now() - interval '7 days'`,
      [rainfallMeasureId('50108')],
    );
    const result = await server.gql<{ rainfallNear: Record<string, unknown> }>(NEAR, {
      ...TOTNES,
      days: 7,
    });
    expect(result.errors).toBeUndefined();
    const near = result.data!.rainfallNear;
    expect(near).toMatchObject({ stationId: '50108', label: 'Totnes', days: 7 });
    expect(near.distanceKm as number).toBeGreaterThan(0.1);
    expect(near.distanceKm as number).toBeLessThan(0.3);
    expect(near.totalMm).toBeCloseTo(Number(expected!.total), 6);
    expect(near.hoursCovered).toBeCloseTo(Number(expected!.hours), 6);
    // A week of 15-minute readings covers the week (give or take the quarter hour in progress).
    expect(near.hoursCovered as number).toBeGreaterThan(167);
    expect(near.eaAttribution).toBe(EA_ATTRIBUTION);
  });

  it('answers null far from any gauge, and refuses days outside 1 to 35', async () => {
    const london = await server.gql(NEAR, { x: -0.1278, y: 51.5074, days: 7 });
    expect(london.data).toEqual({ rainfallNear: null });
    const bad = await server.gql(NEAR, { ...TOTNES, days: 36 });
    expect(bad.errors?.[0]?.message).toBe('days must be between 1 and 35');
  });
});

describe('rules the SQL shares with TypeScript', () => {
  it('has the limits of @bloomkeep/schema and the attribution of the EA client', async () => {
    const [row] = await server.sql<{ limits: unknown }>(
      'select app_hidden.rainfall_limits() as limits',
    );
    expect(row!.limits).toEqual(RAINFALL_LIMITS);
    const result = await server.gql<{ rainfallAttribution: string }>('{ rainfallAttribution }');
    expect(result.data!.rainfallAttribution).toBe(EA_ATTRIBUTION);
  });
});
