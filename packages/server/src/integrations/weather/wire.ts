// Weather forecasts in Open-Meteo's format (GET {root}/v1/forecast, no key; data under
// CC BY 4.0): the query we send, the JSON it answers with, and the parser that turns it
// into ours. No I/O. Decisions: docs/decisions/0129-weather.md.
//
// The answer is column-oriented: `daily.time` is a list of local dates and every daily
// variable a list of the same length; `hourly.time` likewise lists local times
// ("2026-06-01T13:00", no offset), and `utc_offset_seconds` says how far local time is
// from UTC. Values may be null where a model has none. An error is HTTP 400 with
// `{ "error": true, "reason": "…" }`.

export const WEATHER_DEFAULT_ROOT = 'https://api.open-meteo.com';
export const WEATHER_SOURCE = 'Open-Meteo';
/** Open-Meteo's data is CC BY 4.0: this goes wherever the forecast is shown. */
export const WEATHER_ATTRIBUTION = 'Weather data by Open-Meteo.com (CC BY 4.0)';

export const DAILY_VARIABLES = [
  'weather_code',
  'precipitation_sum',
  'precipitation_probability_max',
  'temperature_2m_max',
  'temperature_2m_min',
] as const;
export const HOURLY_VARIABLES = ['precipitation', 'precipitation_probability'] as const;
/** Today and three more: "the next 3 days" still holds late in the local day. */
export const FORECAST_DAYS = 4;

// ---------------------------------------------------------------------------
// Open-Meteo's shapes

export interface OpenMeteoForecastBody {
  latitude: number;
  longitude: number;
  generationtime_ms?: number;
  utc_offset_seconds: number;
  timezone: string;
  timezone_abbreviation?: string;
  elevation?: number;
  daily_units?: Record<string, string>;
  daily: { time: string[] } & Partial<Record<(typeof DAILY_VARIABLES)[number], (number | null)[]>>;
  hourly_units?: Record<string, string>;
  hourly?: { time: string[] } & Partial<
    Record<(typeof HOURLY_VARIABLES)[number], (number | null)[]>
  >;
}

export interface OpenMeteoErrorBody {
  error: true;
  reason: string;
}

// ---------------------------------------------------------------------------
// Ours

export interface ForecastDay {
  /** The local date, YYYY-MM-DD. */
  date: string;
  weatherCode: number | null;
  /** The weather code in words ("Light rain"); null without a code. */
  weather: string | null;
  rainMm: number | null;
  /** Percent. */
  rainProbability: number | null;
  temperatureMin: number | null;
  temperatureMax: number | null;
}

export interface ForecastHour {
  /** The end of the hour, as a UTC ISO instant. */
  at: string;
  rainMm: number | null;
  rainProbability: number | null;
}

export interface Forecast {
  latitude: number;
  longitude: number;
  timezone: string;
  utcOffsetSeconds: number;
  days: ForecastDay[];
  hours: ForecastHour[];
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

// ---------------------------------------------------------------------------
// The query

export interface ForecastQuery {
  latitude: number;
  longitude: number;
}

/** The query string (without '?') for a forecast, as Open-Meteo documents it. */
export function buildForecastQuery({ latitude, longitude }: ForecastQuery): string {
  const search = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    daily: DAILY_VARIABLES.join(','),
    hourly: HOURLY_VARIABLES.join(','),
    // Local dates for the days; the offset comes back to turn hours into instants.
    timezone: 'auto',
    forecast_days: String(FORECAST_DAYS),
  });
  return search.toString();
}

// ---------------------------------------------------------------------------
// Parsing

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** WMO weather interpretation codes (as Open-Meteo documents them), in plain words. */
const WMO_WORDS: Record<number, string> = {
  0: 'Clear sky',
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Freezing fog',
  51: 'Light drizzle',
  53: 'Drizzle',
  55: 'Heavy drizzle',
  56: 'Light freezing drizzle',
  57: 'Freezing drizzle',
  61: 'Light rain',
  63: 'Rain',
  65: 'Heavy rain',
  66: 'Light freezing rain',
  67: 'Freezing rain',
  71: 'Light snow',
  73: 'Snow',
  75: 'Heavy snow',
  77: 'Snow grains',
  80: 'Light showers',
  81: 'Showers',
  82: 'Violent showers',
  85: 'Light snow showers',
  86: 'Snow showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with hail',
  99: 'Thunderstorm with heavy hail',
};

export function weatherInWords(code: number | null): string | null {
  if (code === null) return null;
  return WMO_WORDS[code] ?? null;
}

/** "2026-06-01T13:00" at `offsetSeconds` from UTC → "2026-06-01T12:00:00.000Z". */
export function localTimeToUtc(local: string, offsetSeconds: number): string {
  return new Date(Date.parse(`${local}:00Z`) - offsetSeconds * 1000).toISOString();
}

function column(
  block: Json,
  name: string,
  length: number,
): { ok: true; value: (number | null)[] } | { ok: false; reason: string } {
  const values = block[name];
  if (values === undefined) return { ok: true, value: new Array<null>(length).fill(null) };
  if (!Array.isArray(values) || values.length !== length) {
    return { ok: false, reason: `${name} must be a list as long as time` };
  }
  return { ok: true, value: values.map(finite) };
}

/** A 200 answer of /v1/forecast. Missing variables become nulls; a broken shape is a reason. */
export function parseForecastBody(json: unknown): ParseResult<Forecast> {
  if (!isObject(json)) return { ok: false, reason: 'the forecast body must be a JSON object' };
  const latitude = finite(json.latitude);
  const longitude = finite(json.longitude);
  const offset = finite(json.utc_offset_seconds);
  if (latitude === null || longitude === null || offset === null) {
    return { ok: false, reason: 'the forecast has no latitude, longitude or utc_offset_seconds' };
  }
  const daily = json.daily;
  if (!isObject(daily) || !Array.isArray(daily.time)) {
    return { ok: false, reason: 'the forecast has no daily.time list' };
  }
  const dates = daily.time;
  if (!dates.every((date): date is string => typeof date === 'string' && DATE.test(date))) {
    return { ok: false, reason: 'daily.time must list YYYY-MM-DD dates' };
  }
  const dailyColumns: Partial<Record<(typeof DAILY_VARIABLES)[number], (number | null)[]>> = {};
  for (const name of DAILY_VARIABLES) {
    const values = column(daily, name, dates.length);
    if (!values.ok) return { ok: false, reason: `daily.${values.reason}` };
    dailyColumns[name] = values.value;
  }
  const days: ForecastDay[] = dates.map((date, i) => {
    const code = dailyColumns.weather_code![i] ?? null;
    return {
      date,
      weatherCode: code,
      weather: weatherInWords(code),
      rainMm: dailyColumns.precipitation_sum![i] ?? null,
      rainProbability: dailyColumns.precipitation_probability_max![i] ?? null,
      temperatureMin: dailyColumns.temperature_2m_min![i] ?? null,
      temperatureMax: dailyColumns.temperature_2m_max![i] ?? null,
    };
  });

  const hours: ForecastHour[] = [];
  const hourly = json.hourly;
  if (hourly !== undefined) {
    if (!isObject(hourly) || !Array.isArray(hourly.time)) {
      return { ok: false, reason: 'hourly must have a time list' };
    }
    const times = hourly.time;
    if (!times.every((time): time is string => typeof time === 'string' && LOCAL_TIME.test(time))) {
      return { ok: false, reason: 'hourly.time must list local times (YYYY-MM-DDTHH:MM)' };
    }
    const rain = column(hourly, 'precipitation', times.length);
    const chance = column(hourly, 'precipitation_probability', times.length);
    if (!rain.ok) return { ok: false, reason: `hourly.${rain.reason}` };
    if (!chance.ok) return { ok: false, reason: `hourly.${chance.reason}` };
    times.forEach((time, i) => {
      // Open-Meteo's hourly precipitation is the total of the hour BEFORE the time stamp.
      hours.push({
        at: localTimeToUtc(time, offset),
        rainMm: rain.value[i] ?? null,
        rainProbability: chance.value[i] ?? null,
      });
    });
  }
  return {
    ok: true,
    value: {
      latitude,
      longitude,
      timezone: typeof json.timezone === 'string' ? json.timezone : 'GMT',
      utcOffsetSeconds: offset,
      days,
      hours,
    },
  };
}

/** The reason in an Open-Meteo error body, if it is one. */
export function errorReason(json: unknown): string | null {
  return isObject(json) && json.error === true && typeof json.reason === 'string'
    ? json.reason
    : null;
}
