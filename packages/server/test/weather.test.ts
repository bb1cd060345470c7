// Weather forecasts (migration 0021, decision 0129): the Open-Meteo client against the
// local fake in the real format (answers, refusals, outages), the cache filled by the
// weather__refresh job where things are, nearestWeatherForecasts and nearestRainOutlook
// for every role, an outage that keeps the cached forecast, and one job per burst of
// new things.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherClient } from '../src/integrations/weather/client.ts';
import { startWeatherFake, type WeatherFake } from '../src/integrations/weather/fake.ts';
import { WEATHER_ATTRIBUTION } from '../src/integrations/weather/wire.ts';
import { refreshWeather } from '../src/worker/tasks/weather/refresh.ts';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let fake: WeatherFake;
let owner: pg.Pool;
const tokens: Record<string, string | undefined> = { anonymous: undefined };

// Steady rain, so every window and day has known totals whatever the hour the test runs.
const steady = () => ({ rainMm: 0.5, rainProbability: 40, temperature: 12 });

beforeAll(async () => {
  server = await startTestServer();
  fake = await startWeatherFake({ weather: steady });
  owner = new pg.Pool({ connectionString: server.db.ownerUrl, max: 2 });
  const [user, admin] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('wx_user', 'Wendy User', false), ('wx_admin', 'Ada Admin', true) returning id`,
  );
  tokens.user = mintJwt({ role: 'bk_user', userId: user!.id });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: admin!.id });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;
});

afterAll(async () => {
  await owner?.end();
  await fake?.close();
  await server?.close();
});

describe('the weather client against the fake', () => {
  it('reads daily and hourly forecasts in local time, asking for the documented variables', async () => {
    const client = createWeatherClient({ rootUrl: fake.url });
    const outcome = await client.forecast({ latitude: 50.43, longitude: -3.69 });
    expect(outcome.status).toBe('ok');
    if (outcome.status !== 'ok') return;
    expect(outcome.value.days).toHaveLength(4);
    expect(outcome.value.days[0]).toMatchObject({
      rainMm: 12,
      rainProbability: 40,
      temperatureMin: 12,
      temperatureMax: 12,
      weather: 'Heavy rain',
    });
    expect(outcome.value.hours).toHaveLength(96);
    expect(fake.requests.at(-1)).toEqual({
      path: '/v1/forecast',
      query: {
        latitude: '50.43',
        longitude: '-3.69',
        daily:
          'weather_code,precipitation_sum,precipitation_probability_max,temperature_2m_max,temperature_2m_min',
        hourly: 'precipitation,precipitation_probability',
        timezone: 'auto',
        forecast_days: '4',
      },
    });
  });

  it('calls a 5xx or an unreachable service unavailable, a 400 rejected, with the reason', async () => {
    const client = createWeatherClient({ rootUrl: fake.url });
    fake.failNext(1, 503);
    expect(await client.forecast({ latitude: 50, longitude: -3 })).toMatchObject({
      status: 'unavailable',
      httpStatus: 503,
    });
    fake.failNext(1, 400);
    expect(await client.forecast({ latitude: 50, longitude: -3 })).toMatchObject({
      status: 'rejected',
      httpStatus: 400,
    });
    const gone = await startWeatherFake();
    await gone.close();
    expect(
      await createWeatherClient({ rootUrl: gone.url }).forecast({ latitude: 50, longitude: -3 }),
    ).toMatchObject({ status: 'unavailable', httpStatus: null, reason: /could not reach/ });
    expect(await client.forecast({ latitude: 91, longitude: 0 })).toMatchObject({
      status: 'rejected',
      httpStatus: null,
    });
  });
});

const FORECASTS = `query ($latitude: Float!, $longitude: Float!) {
  nearestWeatherForecasts(latitude: $latitude, longitude: $longitude) {
    nodes { id date weather rainProbability rainMm temperatureMin temperatureMax
      location { x y } source attribution fetchedAt }
  }
}`;

interface ForecastNode {
  date: string;
  rainMm: number;
  fetchedAt: string;
  location: { x: number; y: number };
}

async function forecastsAt(latitude: number, longitude: number, token?: string) {
  const result = await server.gql<{ nearestWeatherForecasts: { nodes: ForecastNode[] } }>(
    FORECASTS,
    { latitude, longitude },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.nearestWeatherForecasts.nodes;
}

describe('nearestWeatherForecasts', () => {
  const client = () => createWeatherClient({ rootUrl: fake.url });

  it('is empty where nothing has been fetched yet', async () => {
    expect(await forecastsAt(50.43, -3.688)).toEqual([]);
  });

  it('queues one refresh job for a burst of new things, whatever its size', async () => {
    await server.sql(`select graphile_worker.remove_job('weather__refresh')`);
    await server.sql(
      `insert into app_public.things (name, category, location, is_public)
       select 'Weather bed ' || i, 'FLOWERBED', point(-3.688 + i * 0.0001, 50.4331), true
       from generate_series(1, 3) i`,
    );
    await server.sql(
      `insert into app_public.things (name, category, location, is_public)
       values ('Weather bed 4', 'FLOWERBED', point(-3.688, 50.4331), true)`,
    );
    const jobs = await server.sql<{ count: number }>(
      `select count(*)::int as count from graphile_worker.jobs where task_identifier = 'weather__refresh'`,
    );
    expect(jobs[0]!.count).toBe(1);
  });

  it('answers the next 3 days for every role once the job has fetched the cell', async () => {
    expect(await refreshWeather(owner, client())).toEqual({ fetched: 1, failed: [] });
    const [today] = await server.sql<{ today: string }>(
      `select to_char((now() at time zone 'Europe/London')::date, 'YYYY-MM-DD') as today`,
    );
    for (const who of ['anonymous', 'guest', 'user', 'admin']) {
      const days = await forecastsAt(50.43, -3.688, tokens[who]);
      expect(days.map((day) => day.date)[0]).toBe(today!.today);
      expect(days).toHaveLength(3);
      expect(days[0]).toMatchObject({
        weather: 'Heavy rain',
        rainProbability: 40,
        rainMm: 12,
        temperatureMin: 12,
        temperatureMax: 12,
        location: { x: -3.7, y: 50.45 },
        source: 'Open-Meteo',
        attribution: WEATHER_ATTRIBUTION,
      });
    }
    // A point a few km away, in a cell not fetched yet, borrows the nearest cached one.
    expect(await forecastsAt(50.4, -3.64)).toHaveLength(3);
    expect(await forecastsAt(51.5, -0.12)).toEqual([]);
  });

  it('does not fetch a cell again while its forecast is fresh', async () => {
    const before = fake.requests.length;
    expect(await refreshWeather(owner, client())).toEqual({ fetched: 0, failed: [] });
    expect(fake.requests.length).toBe(before);
  });

  it('keeps showing the cached forecast, with its age, through an outage', async () => {
    const [cached] = await forecastsAt(50.43, -3.688);
    await server.sql(
      `update app_private.weather_forecasts
       set fetched_at = fetched_at - interval '4 hours', attempted_at = attempted_at - interval '4 hours'`,
    );
    fake.failNext(1, 503);
    const outcome = await refreshWeather(owner, client());
    expect(outcome.fetched).toBe(0);
    expect(outcome.failed).toEqual([
      expect.objectContaining({ reason: 'the weather service answered 503: Injected failure 503' }),
    ]);
    const [during] = await forecastsAt(50.43, -3.688);
    expect(during!.rainMm).toBe(cached!.rainMm);
    expect(Date.parse(during!.fetchedAt)).toBe(Date.parse(cached!.fetchedAt) - 4 * 3600 * 1000);
    const [cell] = await server.sql<{ last_error: string }>(
      'select last_error from app_private.weather_forecasts',
    );
    expect(cell!.last_error).toMatch(/503/);
    // Just tried: the next run leaves the cell alone rather than hammer the service.
    expect(await refreshWeather(owner, client())).toEqual({ fetched: 0, failed: [] });
  });
});

describe('nearestRainOutlook', () => {
  it('sums the rain of the next hours from the cached hourly forecast', async () => {
    const result = await server.gql<{
      nearestRainOutlook: { rainMm: number; rainProbability: number; hours: number } | null;
    }>(
      `{ day: nearestRainOutlook(latitude: 50.43, longitude: -3.688) { rainMm rainProbability hours source }
         evening: nearestRainOutlook(latitude: 50.43, longitude: -3.688, hours: 6) { rainMm hours }
         nowhere: nearestRainOutlook(latitude: 51.5, longitude: -0.12) { rainMm } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      day: { rainMm: 12, rainProbability: 40, hours: 24, source: 'Open-Meteo' },
      evening: { rainMm: 3, hours: 6 },
      nowhere: null,
    });
  });
});
