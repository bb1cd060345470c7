// A thing's environment as its own fields (migration 0023, decision 0135): the rain of the
// last days at the nearest gauge, the rain expected in the next hours and the next 3 days'
// forecast, answered with the thing, so the thing page and the needs-water list read them in
// the request that reads the things. They follow the thing's visibility for every role, and
// agree with rainfallNear and nearestRainOutlook at the same point. createThing takes the
// optional bed area, checked with the shared rule.
import { MESSAGES } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const tokens: Record<string, string | undefined> = { anonymous: undefined };
let publicId = '';
let privateId = '';
let farId = '';

const MEASURE = 'ENV1-rainfall-tipping_bucket_raingauge-t-15_min-mm';

beforeAll(async () => {
  server = await startTestServer();
  const users = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('env_owner', 'Olive Owner', false), ('env_stranger', 'Sid Stranger', false),
       ('env_admin', 'Ada Admin', true)
     returning id, username`,
  );
  const ids = Object.fromEntries(users.map((row) => [row.username.slice(4), row.id]));
  tokens.owner = mintJwt({ role: 'bk_user', userId: ids.owner! });
  tokens.stranger = mintJwt({ role: 'bk_user', userId: ids.stranger! });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: ids.admin! });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;

  const things = await server.sql<{ id: string; name: string }>(
    `insert into app_public.things (name, category, location, is_public, water, indicator_colour) values
       ('Env public bed', 'FLOWERBED', point(-3.684, 50.431), true, 20, 'ORANGE'),
       ('Env private bed', 'VEGETABLEBED', point(-3.685, 50.432), false, 20, 'ORANGE'),
       ('Env far bed', 'FLOWERBED', point(-1.5, 52.5), true, 20, 'ORANGE')
     returning id, name`,
  );
  [publicId, privateId, farId] = things.map((thing) => thing.id) as [string, string, string];
  for (const thing of things) {
    await server.sql(
      'insert into app_public.thing_accesses (thing_id, user_id, is_owner) values ($1, $2, true)',
      [thing.id, ids.owner],
    );
  }

  // A gauge 1 km away with 2.4 mm over the last week (and older rain that must not count),
  // and a cached forecast cell over the beds: 0.5 mm every hour at 70 %.
  await server.sql(
    `insert into app_public.rainfall_stations (id, reference, notation, label, location, readings_fetched_at)
       values ('ENV1', 'ENV1', 'ENV1', 'Env gauge', point(-3.67, 50.43), now());
     insert into app_public.rainfall_measures (id, station_id, qualifier, period_seconds, unit)
       values ('${MEASURE}', 'ENV1', 'Tipping Bucket Raingauge', 900, 'mm');
     insert into app_public.rainfall_readings (measure_id, date_time, value) values
       ('${MEASURE}', now() - interval '1 hour', 1.2),
       ('${MEASURE}', now() - interval '3 days', 1.2),
       ('${MEASURE}', now() - interval '10 days', 50);
     insert into app_private.weather_forecasts
       (cell_lat, cell_lon, latitude, longitude, fetched_at, attempted_at, source, attribution, days, hours)
     select 1009, -74, 50.45, -3.7, now(), now(), 'Open-Meteo', 'Weather data by Open-Meteo.com (CC BY 4.0)',
       (select jsonb_agg(jsonb_build_object('date', (now() at time zone 'utc')::date + d, 'weatherCode', 61,
          'weather', 'Slight rain', 'rainMm', 12, 'rainProbability', 70, 'temperatureMin', 9,
          'temperatureMax', 17) order by d) from generate_series(0, 3) d),
       (select jsonb_agg(jsonb_build_object('at', date_trunc('hour', now()) + make_interval(hours => h),
          'rainMm', 0.5, 'rainProbability', 70) order by h) from generate_series(1, 48) h);`,
  );
});

afterAll(async () => {
  await server?.close();
});

const ENVIRONMENT = `query ($id: UUID!) {
  thingById(id: $id) {
    rainLastDays { totalMm stationId distanceKm days }
    week: rainLastDays(days: 7) { totalMm }
    fortnight: rainLastDays(days: 14) { totalMm }
    rainOutlook { rainMm rainProbability hours source }
    evening: rainOutlook(hours: 6) { rainMm hours }
    weatherForecasts { nodes { date weather rainMm rainProbability temperatureMin temperatureMax source } }
  }
}`;

interface Environment {
  rainLastDays: { totalMm: number; stationId: string; distanceKm: number; days: number } | null;
  week: { totalMm: number } | null;
  fortnight: { totalMm: number } | null;
  rainOutlook: { rainMm: number; rainProbability: number; hours: number; source: string } | null;
  evening: { rainMm: number; hours: number } | null;
  weatherForecasts: { nodes: Array<{ weather: string; rainMm: number; source: string }> };
}

async function environmentOf(id: string, token?: string) {
  const result = await server.gql<{ thingById: Environment | null }>(ENVIRONMENT, { id }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.thingById;
}

describe("a thing's environment fields", () => {
  it.each(['anonymous', 'guest', 'stranger', 'owner', 'admin'])(
    'answer the gauge, the outlook and 3 days of forecast on a public thing for %s',
    async (who) => {
      const environment = await environmentOf(publicId, tokens[who]);
      expect(environment).toMatchObject({
        rainLastDays: { totalMm: 2.4, stationId: 'ENV1', days: 7 },
        week: { totalMm: 2.4 },
        fortnight: { totalMm: 52.4 },
        rainOutlook: { rainMm: 12, rainProbability: 70, hours: 24, source: 'Open-Meteo' },
        evening: { rainMm: 3, hours: 6 },
      });
      expect(environment!.rainLastDays!.distanceKm).toBeGreaterThan(0.5);
      expect(environment!.rainLastDays!.distanceKm).toBeLessThan(1.5);
      expect(environment!.weatherForecasts.nodes).toHaveLength(3);
      expect(environment!.weatherForecasts.nodes[0]).toMatchObject({
        weather: 'Slight rain',
        rainMm: 12,
        source: 'Open-Meteo',
      });
    },
  );

  it('agree with rainfallNear and nearestRainOutlook at the thing\u2019s location', async () => {
    const result = await server.gql<{
      rainfallNear: { totalMm: number };
      nearestRainOutlook: { rainMm: number };
    }>(
      `{ rainfallNear(x: -3.684, y: 50.431) { totalMm }
         nearestRainOutlook(latitude: 50.431, longitude: -3.684) { rainMm } }`,
    );
    const environment = await environmentOf(publicId);
    expect(environment!.rainLastDays!.totalMm).toBe(result.data!.rainfallNear.totalMm);
    expect(environment!.rainOutlook!.rainMm).toBe(result.data!.nearestRainOutlook.rainMm);
  });

  it('show a private thing\u2019s environment only to those who may see the thing', async () => {
    for (const who of ['anonymous', 'guest', 'stranger']) {
      expect(await environmentOf(privateId, tokens[who])).toBeNull();
    }
    for (const who of ['owner', 'admin']) {
      expect((await environmentOf(privateId, tokens[who]))!.rainLastDays!.totalMm).toBe(2.4);
    }
  });

  it('are empty, not errors, far from any gauge and forecast', async () => {
    expect(await environmentOf(farId)).toEqual({
      rainLastDays: null,
      week: null,
      fortnight: null,
      rainOutlook: null,
      evening: null,
      weatherForecasts: { nodes: [] },
    });
  });

  it('refuse a window outside the cache with the rule\u2019s message', async () => {
    const result = await server.gql(
      `query ($id: UUID!) { thingById(id: $id) { rainLastDays(days: 60) { totalMm } } }`,
      { id: publicId },
    );
    expect(result.errors?.[0]?.message).toMatch(/days must be between 1 and 35/);
  });

  it('come with every thing of the needs-water list in one request', async () => {
    const result = await server.gql<{
      thingsNeedingWater: {
        nodes: Array<{ name: string; rainLastDays: { totalMm: number } | null }>;
      };
    }>(
      `{ thingsNeedingWater(first: 10) { nodes { name rainLastDays { totalMm } rainOutlook { rainMm } } } }`,
      {},
      tokens.owner,
    );
    expect(result.errors).toBeUndefined();
    const byName = Object.fromEntries(
      result.data!.thingsNeedingWater.nodes.map((node) => [node.name, node]),
    );
    expect(byName['Env public bed']).toMatchObject({
      rainLastDays: { totalMm: 2.4 },
      rainOutlook: { rainMm: 12 },
    });
    expect(byName['Env far bed']).toMatchObject({ rainLastDays: null, rainOutlook: null });
  });
});

const CREATE = `mutation ($bedArea: Float, $name: String!) {
  createThing(input: { name: $name, isPublic: true, x: -3.68, y: 50.43, category: FLOWERBED, bedArea: $bedArea }) {
    thing { name bedArea }
  }
}`;

describe('createThing with a bed area', () => {
  it('registers the thing with its bed area, or none when not given', async () => {
    const withArea = await server.gql<{ createThing: { thing: { bedArea: number | null } } }>(
      CREATE,
      { name: 'Env new bed', bedArea: 7.5 },
      tokens.owner,
    );
    expect(withArea.data!.createThing.thing).toEqual({ name: 'Env new bed', bedArea: 7.5 });
    const without = await server.gql<{ createThing: { thing: { bedArea: number | null } } }>(
      CREATE,
      { name: 'Env plain bed' },
      tokens.owner,
    );
    expect(without.data!.createThing.thing).toEqual({ name: 'Env plain bed', bedArea: null });
  });

  it('refuses an impossible bed area with the shared message, and registers nothing', async () => {
    const result = await server.gql(
      CREATE,
      { name: 'Env huge bed', bedArea: 20_000 },
      tokens.owner,
    );
    expect(result.errors?.[0]?.message).toBe(MESSAGES.bedAreaRange);
    const rows = await server.sql(`select 1 from app_public.things where name = 'Env huge bed'`);
    expect(rows).toHaveLength(0);
  });

  it('is still refused to guests', async () => {
    const result = await server.gql(CREATE, { name: 'Env guest bed', bedArea: 2 }, tokens.guest);
    expect(result.errors?.[0]?.message).toBeTruthy();
    const rows = await server.sql(`select 1 from app_public.things where name = 'Env guest bed'`);
    expect(rows).toHaveLength(0);
  });
});
