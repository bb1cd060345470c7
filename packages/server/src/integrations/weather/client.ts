// The real forecast client: one GET against an Open-Meteo-compatible forecast API.
// Configuration (the root URL, WEATHER_ROOT) comes in as options.
//
// Nothing here throws. A call resolves to `ok`, `unavailable` (network error, time-out,
// 429, 5xx, or a 200 whose body we cannot read: keep the cached forecast and try later)
// or `rejected` (any other 4xx, such as Open-Meteo's 400 for a bad parameter, or a
// request we refuse to send: asking again will not help).
import { fetchText, httpFailure } from '../fetchFailure.ts';
import { buildForecastQuery, errorReason, parseForecastBody, type Forecast } from './wire.ts';

export interface WeatherClientOptions {
  /** WEATHER_DEFAULT_ROOT, or the fake's url. */
  rootUrl: string;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Give up on a call after this long (an `unavailable` outcome). 10 s by default. */
  timeoutMs?: number;
}

export type WeatherOutcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'unavailable'; httpStatus: number | null; reason: string }
  | { status: 'rejected'; httpStatus: number | null; reason: string };

export interface WeatherClient {
  /** Daily and hourly forecast for a point, in the point's local time. */
  forecast(point: { latitude: number; longitude: number }): Promise<WeatherOutcome<Forecast>>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const SERVICE = 'the weather service';

export function createWeatherClient(options: WeatherClientOptions): WeatherClient {
  const doFetch = options.fetch ?? fetch;
  const root = options.rootUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async forecast({ latitude, longitude }) {
      if (
        !Number.isFinite(latitude) ||
        Math.abs(latitude) > 90 ||
        !Number.isFinite(longitude) ||
        Math.abs(longitude) > 180
      ) {
        return {
          status: 'rejected',
          httpStatus: null,
          reason: 'latitude and longitude must be a point on Earth',
        };
      }
      const url = `${root}/v1/forecast?${buildForecastQuery({ latitude, longitude })}`;
      const fetched = await fetchText(doFetch, url, SERVICE, timeoutMs);
      if (!fetched.answered) {
        return { status: 'unavailable', httpStatus: null, reason: fetched.reason };
      }
      const { response, body } = fetched;
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      if (!response.ok) {
        return httpFailure(
          SERVICE,
          response.status,
          errorReason(json) ?? body.trim().slice(0, 300),
        );
      }
      const parsed = json === undefined ? null : parseForecastBody(json);
      if (!parsed?.ok) {
        return {
          status: 'unavailable',
          httpStatus: response.status,
          reason: `${SERVICE} answered ${response.status} with a body we cannot read${
            parsed ? `: ${parsed.reason}` : ' (not JSON)'
          }`,
        };
      }
      return { status: 'ok', value: parsed.value };
    },
  };
}
