// A local stand-in for Open-Meteo's forecast endpoint (GET /v1/forecast), speaking the
// same JSON over a real socket, for tests and for running offline (main.ts starts it
// outside production when WEATHER_ROOT is unset). Its weather is deterministic: the
// same hour always has the same rain, so pages and tests are stable.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom } from '../../seededRandom.ts';
import { DAILY_VARIABLES, HOURLY_VARIABLES, type OpenMeteoForecastBody } from './wire.ts';

/** One hour's weather; `start` is the hour's start in UTC. */
export interface FakeHour {
  rainMm: number;
  rainProbability: number;
  temperature: number;
}
export type FakeWeather = (start: Date, latitude: number, longitude: number) => FakeHour;

export interface WeatherFakeOptions {
  /** What "now" is (the forecast starts at its local midnight); the current time by default. */
  now?: () => Date;
  /** The weather of each hour; `demoWeather` by default. */
  weather?: FakeWeather;
  port?: number;
}

export interface WeatherFakeRequest {
  path: string;
  query: Record<string, string>;
}

export interface WeatherFake {
  url: string;
  requests: WeatherFakeRequest[];
  /** Answer the next `count` requests with `status` (an outage). */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * South Devon in a showery spell: dry spells broken by showers that come and go over a
 * few hours, cooler nights than days. Deterministic per hour and (rounded) place.
 */
export const demoWeather: FakeWeather = (start, latitude, longitude) => {
  const hour = Math.floor(start.getTime() / HOUR_MS);
  const place = Math.round(latitude * 20) * 7919 + Math.round(longitude * 20);
  const random = seededRandom(hour * 31 + place);
  // A slow wave decides whether a shower is about (several hours long, a few per week).
  const wave = Math.sin(hour / 9 + place) + Math.sin(hour / 23);
  const showery = wave > 0.9;
  const rainMm = showery ? Math.round(random() * 20) / 10 : 0;
  const rainProbability = Math.max(0, Math.min(100, Math.round(30 + wave * 35)));
  const daily = Math.sin(((start.getUTCHours() - 9) / 24) * 2 * Math.PI);
  const temperature = Math.round((14 + daily * 5 + random()) * 10) / 10;
  return { rainMm, rainProbability, temperature };
};

/** The UTC offset of Europe/London at `at`, in seconds (0 in winter, 3600 in summer). */
function londonOffsetSeconds(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 1000);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function startWeatherFake(options: WeatherFakeOptions = {}): Promise<WeatherFake> {
  const now = options.now ?? (() => new Date());
  const weather = options.weather ?? demoWeather;
  const requests: WeatherFakeRequest[] = [];
  const failures: number[] = [];

  function forecast(query: URLSearchParams): OpenMeteoForecastBody {
    const latitude = Number(query.get('latitude'));
    const longitude = Number(query.get('longitude'));
    const timezone = query.get('timezone') ?? 'GMT';
    const offset = timezone === 'auto' ? londonOffsetSeconds(now()) : 0;
    const days = Math.min(16, Math.max(1, Number(query.get('forecast_days') ?? 7) || 7));
    const daily = (query.get('daily') ?? '').split(',').filter(Boolean);
    const hourly = (query.get('hourly') ?? '').split(',').filter(Boolean);
    // Local midnight today, as an instant.
    const localNow = now().getTime() + offset * 1000;
    const midnight = Math.floor(localNow / (24 * HOUR_MS)) * 24 * HOUR_MS - offset * 1000;
    const hours = Array.from({ length: days * 24 }, (_, i) => {
      // Stamps run 00:00 … 23:00 local per day, as Open-Meteo's do; each stamp's
      // precipitation is the total of the hour BEFORE it.
      const end = new Date(midnight + i * HOUR_MS);
      const value = weather(new Date(end.getTime() - HOUR_MS), latitude, longitude);
      return { local: new Date(end.getTime() + offset * 1000).toISOString().slice(0, 16), value };
    });
    const body: OpenMeteoForecastBody = {
      latitude: round1(latitude * 100) / 100,
      longitude: round1(longitude * 100) / 100,
      generationtime_ms: 0.1,
      utc_offset_seconds: offset,
      timezone: timezone === 'auto' ? 'Europe/London' : 'GMT',
      timezone_abbreviation: timezone === 'auto' ? (offset ? 'BST' : 'GMT') : 'GMT',
      elevation: 40,
      daily: { time: [] },
    };
    const dayList = Array.from({ length: days }, (_, d) => hours.slice(d * 24, d * 24 + 24));
    body.daily_units = { time: 'iso8601' };
    body.daily.time = dayList.map((list) => list[0]!.local.slice(0, 10));
    for (const name of daily) {
      if (!(DAILY_VARIABLES as readonly string[]).includes(name)) continue;
      const values = dayList.map((list) => {
        const rain = list.map((hour) => hour.value.rainMm);
        const chance = list.map((hour) => hour.value.rainProbability);
        const temperatures = list.map((hour) => hour.value.temperature);
        const total = round1(rain.reduce((sum, mm) => sum + mm, 0));
        switch (name) {
          case 'precipitation_sum':
            return total;
          case 'precipitation_probability_max':
            return Math.max(...chance);
          case 'temperature_2m_max':
            return Math.max(...temperatures);
          case 'temperature_2m_min':
            return Math.min(...temperatures);
          default: // weather_code
            return total >= 10
              ? 65
              : total >= 2
                ? 63
                : total > 0
                  ? 61
                  : Math.max(...chance) > 40
                    ? 3
                    : 1;
        }
      });
      Object.assign(body.daily, { [name]: values });
      body.daily_units[name] = name.startsWith('temperature')
        ? '°C'
        : name.includes('probability')
          ? '%'
          : name === 'weather_code'
            ? 'wmo code'
            : 'mm';
    }
    const wantedHourly = hourly.filter((name) =>
      (HOURLY_VARIABLES as readonly string[]).includes(name),
    );
    if (hourly.length > 0) {
      body.hourly_units = { time: 'iso8601' };
      body.hourly = { time: hours.map((hour) => hour.local) };
      for (const name of wantedHourly) {
        Object.assign(body.hourly, {
          [name]: hours.map((hour) =>
            name === 'precipitation' ? hour.value.rainMm : hour.value.rainProbability,
          ),
        });
        body.hourly_units[name] = name === 'precipitation' ? 'mm' : '%';
      }
    }
    return body;
  }

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    const parsed = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) });
    const failure = failures.shift();
    if (failure !== undefined) {
      response.writeHead(failure, { 'content-type': 'text/plain' });
      response.end(`Injected failure ${failure}`);
      return;
    }
    if (request.method !== 'GET' || parsed.pathname !== '/v1/forecast') {
      answer(response, 404, { error: true, reason: 'Not Found' });
      return;
    }
    const latitude = Number(parsed.searchParams.get('latitude'));
    const longitude = Number(parsed.searchParams.get('longitude'));
    if (
      !parsed.searchParams.has('latitude') ||
      !Number.isFinite(latitude) ||
      Math.abs(latitude) > 90 ||
      !parsed.searchParams.has('longitude') ||
      !Number.isFinite(longitude) ||
      Math.abs(longitude) > 180
    ) {
      answer(response, 400, {
        error: true,
        reason:
          'Latitude must be in range of -90 to 90°. Longitude must be in range of -180 to 180°.',
      });
      return;
    }
    answer(response, 200, forecast(parsed.searchParams));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
