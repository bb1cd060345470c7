// The real Environment Agency rainfall client: small GET calls against the
// flood-monitoring API. Configuration (the root URL) comes in as options.
//
// Nothing here throws. Every call resolves to an outcome the caller can act on:
// `ok`, `not_found` (404: the station or measure does not exist, stop asking),
// `unavailable` (network error, time-out, 429, 5xx, or a 200 whose body we cannot
// read: the API is a Beta service and goes down; use cached data and try later) or
// `rejected` (any other 4xx, or a request we refuse to send: asking again will
// not help).
import { fetchText, httpFailure } from '../fetchFailure.ts';
import {
  buildReadingsQuery,
  clampLimit,
  parseMeasuresBody,
  parseReadingsBody,
  parseStationBody,
  parseStationsBody,
  type ParseResult,
  type RainfallMeasure,
  type RainfallReading,
  type RainfallStation,
  type ReadingsQuery,
} from './wire.ts';

export interface EaClientOptions {
  /** EA_DEFAULT_ROOT, or the fake's url. */
  rootUrl: string;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Give up on a call after this long (an `unavailable` outcome). 10 s by default. */
  timeoutMs?: number;
}

export type EaOutcome<T> =
  | {
      status: 'ok';
      value: T;
      /** List items the EA sent that could not be read (say, a reading without a value). */
      skipped?: number;
    }
  | { status: 'not_found' }
  | {
      status: 'unavailable';
      /** null for a network error or time-out. */
      httpStatus: number | null;
      reason: string;
    }
  | {
      status: 'rejected';
      /** null when the client refused to send the request. */
      httpStatus: number | null;
      reason: string;
    };

export type ReadingsTarget = { measureId: string } | { stationId: string };

export interface StationsNearInput {
  latitude: number;
  longitude: number;
  distanceKm: number;
  limit?: number;
}

export interface MeasuresFilter {
  stationReference?: string;
  /** The station id. */
  station?: string;
  qualifier?: string;
}

export interface EaClient {
  /** Rainfall stations within `distanceKm` of a point. */
  stationsNear(input: StationsNearInput): Promise<EaOutcome<RainfallStation[]>>;
  station(id: string): Promise<EaOutcome<RainfallStation>>;
  stationMeasures(id: string): Promise<EaOutcome<RainfallMeasure[]>>;
  /** Rainfall measures, filtered. */
  measures(filter?: MeasuresFilter): Promise<EaOutcome<RainfallMeasure[]>>;
  /** 15-minute rainfall totals of one measure or of all a station's rainfall measures. */
  readings(target: ReadingsTarget, query: ReadingsQuery): Promise<EaOutcome<RainfallReading[]>>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** A path segment, or null when the id could walk out of its place in the path. */
function segment(id: string): string | null {
  if (id === '' || id.includes('/') || id.includes('\\') || id.includes('..')) return null;
  return encodeURIComponent(id);
}

const refuse = (reason: string): EaOutcome<never> => ({
  status: 'rejected',
  httpStatus: null,
  reason,
});

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search.toString();
}

export function createEaClient(options: EaClientOptions): EaClient {
  const doFetch = options.fetch ?? fetch;
  const root = options.rootUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function get<T>(
    path: string,
    search: string,
    parse: (json: unknown) => ParseResult<T>,
  ): Promise<EaOutcome<T>> {
    const url = `${root}${path}${search ? `?${search}` : ''}`;
    const fetched = await fetchText(doFetch, url, 'the Environment Agency', timeoutMs);
    if (!fetched.answered)
      return { status: 'unavailable', httpStatus: null, reason: fetched.reason };
    const { response, body } = fetched;
    if (response.status === 404) return { status: 'not_found' };
    if (!response.ok) {
      return httpFailure('the Environment Agency', response.status, body.trim().slice(0, 300));
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return {
        status: 'unavailable',
        httpStatus: response.status,
        reason: `the Environment Agency answered ${response.status} with a body that is not JSON`,
      };
    }
    const parsed = parse(json);
    if (!parsed.ok) {
      return {
        status: 'unavailable',
        httpStatus: response.status,
        reason: `the Environment Agency answered ${response.status} with a body we cannot read: ${parsed.reason}`,
      };
    }
    return parsed.skipped > 0
      ? { status: 'ok', value: parsed.value, skipped: parsed.skipped }
      : { status: 'ok', value: parsed.value };
  }

  return {
    stationsNear({ latitude, longitude, distanceKm, limit }) {
      if (
        !Number.isFinite(latitude) ||
        Math.abs(latitude) > 90 ||
        !Number.isFinite(longitude) ||
        Math.abs(longitude) > 180
      ) {
        return Promise.resolve(refuse('latitude and longitude must be a point on Earth'));
      }
      if (!Number.isFinite(distanceKm) || distanceKm <= 0) {
        return Promise.resolve(refuse('distanceKm must be a positive number'));
      }
      const search = query({
        parameter: 'rainfall',
        lat: latitude,
        long: longitude,
        dist: distanceKm,
        _limit: limit === undefined ? undefined : clampLimit(limit),
      });
      return get('/id/stations', search, parseStationsBody);
    },

    station(id) {
      const safe = segment(id);
      if (!safe) return Promise.resolve(refuse(`not a station id: ${JSON.stringify(id)}`));
      return get(`/id/stations/${safe}`, '', parseStationBody);
    },

    stationMeasures(id) {
      const safe = segment(id);
      if (!safe) return Promise.resolve(refuse(`not a station id: ${JSON.stringify(id)}`));
      return get(`/id/stations/${safe}/measures`, 'parameter=rainfall', parseMeasuresBody);
    },

    measures(filter = {}) {
      const search = query({
        parameter: 'rainfall',
        stationReference: filter.stationReference,
        station: filter.station,
        qualifier: filter.qualifier,
      });
      return get('/id/measures', search, parseMeasuresBody);
    },

    readings(target, readingsQuery) {
      const built = buildReadingsQuery(readingsQuery);
      if (!built.ok) return Promise.resolve(refuse(built.reason));
      if ('measureId' in target) {
        const safe = segment(target.measureId);
        if (!safe) {
          return Promise.resolve(refuse(`not a measure id: ${JSON.stringify(target.measureId)}`));
        }
        return get(`/id/measures/${safe}/readings`, built.value, parseReadingsBody);
      }
      const safe = segment(target.stationId);
      if (!safe) {
        return Promise.resolve(refuse(`not a station id: ${JSON.stringify(target.stationId)}`));
      }
      return get(
        `/id/stations/${safe}/readings`,
        `parameter=rainfall&${built.value}`,
        parseReadingsBody,
      );
    },
  };
}
