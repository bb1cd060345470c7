// A local Environment Agency flood-monitoring API (rainfall), for tests and local
// development. It speaks the real wire format over real HTTP:
//
//   const ea = await startEaFake({ now: new Date('2024-03-23T12:00:00Z') });
//   const client = createEaClient({ rootUrl: ea.url });
//   ea.requests;          // every request: method, path, query
//   ea.failNext(1, 503);  // the next request answers 503 (or 429, 500, …)
//   ea.hang(1);           // the next request never answers (time-out tests)
//   ea.garbleNext(1);     // the next request answers 200 with a body that is not JSON
//   await ea.close();
//
// Like the EA it returns `{ @context, meta, items }` with absolute `@id`s under its
// own url, `items` as one object on single-item endpoints, and 400 for a `_limit`
// above 10000. Unlike the EA, unknown stations and measures answer 404 on their
// sub-resources too, and every reading is there at once (the real gauges report
// once or twice a day).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineKm } from '@bloomkeep/schema';
import { seededRandom } from '../../seededRandom.ts';
import {
  EA_DEFAULT_LIMIT,
  EA_MAX_LIMIT,
  type EaMeasure,
  type EaMeta,
  type EaReading,
  type EaStation,
  type RainfallMeasure,
  type RainfallReading,
  type RainfallStation,
} from './wire.ts';

export interface EaFakeOptions {
  /** Demo stations around Totnes by default. */
  stations?: RainfallStation[];
  /** `demoRainfall({ now, days: 30 })`'s when `stations` is not given, none otherwise. */
  readings?: RainfallReading[];
  /** What `today` means; the current time by default. */
  now?: Date;
  /** 0 (any free port) by default. */
  port?: number;
}

export interface EaFakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface EaFake {
  /** http://127.0.0.1:<port>: the root URL for the client. */
  url: string;
  /** Every request received, oldest first. */
  requests: EaFakeRequest[];
  /** Answer the next `count` requests with `status`. */
  failNext(count: number, status: number): void;
  /** Leave the next `count` requests unanswered (until `close()`). */
  hang(count: number): void;
  /** Answer the next `count` requests 200 with a JSON content type and a broken body. */
  garbleNext(count: number): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------
// Demo data

const QUARTER_HOUR_MS = 15 * 60 * 1000;

export function rainfallMeasureId(reference: string): string {
  return `${reference}-rainfall-tipping_bucket_raingauge-t-15_min-mm`;
}

function demoStation(
  reference: string,
  latitude: number,
  longitude: number,
  easting: number,
  northing: number,
  names: Pick<RainfallStation, 'label' | 'town' | 'gridReference'> = {},
): RainfallStation {
  return {
    ...names,
    id: reference,
    reference,
    notation: reference,
    latitude,
    longitude,
    easting,
    northing,
    status: 'active',
    measures: [
      {
        id: rainfallMeasureId(reference),
        qualifier: 'Tipping Bucket Raingauge',
        periodSeconds: 900,
        unit: 'mm',
      },
    ],
  };
}

/**
 * Four rain gauges around Totnes (three within 10 km, one about 12 km out) and
 * `days` of 15-minute totals up to `now`: mostly dry, with showers of 0.2 mm
 * tips. The same `now` and `seed` always give the same readings.
 */
export function demoRainfall({
  now = new Date(),
  days = 30,
  seed = 20240323,
}: { now?: Date; days?: number; seed?: number } = {}): {
  stations: RainfallStation[];
  readings: RainfallReading[];
} {
  const stations = [
    // Like most real rain gauges, only some have a name.
    demoStation('50108', 50.432, -3.686, 280500, 60400, {
      label: 'Totnes',
      town: 'Totnes',
      gridReference: 'SX8050060400',
    }),
    demoStation('50119', 50.466, -3.749, 276100, 64300), // Dartington
    demoStation('45117', 50.39, -3.63, 284400, 55600), // Harbertonford
    demoStation('50124', 50.35, -3.58, 287800, 51000), // towards Dartmouth
  ];
  const random = seededRandom(seed);
  const last = Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const count = Math.max(0, Math.floor((days * 24 * 60 * 60 * 1000) / QUARTER_HOUR_MS));
  const readings: RainfallReading[] = [];
  for (const station of stations) {
    const measureId = station.measures[0]?.id ?? rainfallMeasureId(station.reference);
    let raining = false;
    for (let index = count - 1; index >= 0; index -= 1) {
      // A shower starts rarely and lasts a few hours on average.
      raining = raining ? random() < 0.9 : random() < 0.01;
      const tips = raining ? Math.floor(random() * random() * 12) : 0;
      readings.push({
        measureId,
        at: new Date(last - index * QUARTER_HOUR_MS).toISOString().replace('.000Z', 'Z'),
        mm: Math.round(tips * 2) / 10,
      });
    }
  }
  return { stations, readings };
}

// ---------------------------------------------------------------------------
// The server

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const STATUS_SEGMENT: Record<string, string> = {
  active: 'statusActive',
  closed: 'statusClosed',
  suspended: 'statusSuspended',
  ukcmf: 'statusUkcmf',
};

export async function startEaFake(options: EaFakeOptions = {}): Promise<EaFake> {
  const now = options.now ?? new Date();
  // Given stations come without demo readings: their readings are the caller's.
  const demo = options.stations ? undefined : demoRainfall({ now, days: 30 });
  const stations = options.stations ?? demo?.stations ?? [];
  const readings = options.readings ?? demo?.readings ?? [];
  const requests: EaFakeRequest[] = [];
  const injected: ({ kind: 'fail'; status: number } | { kind: 'hang' } | { kind: 'garble' })[] = [];
  let url = '';

  const meta = (extra: Partial<EaMeta> = {}): EaMeta => ({
    publisher: 'Environment Agency',
    licence: 'http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    documentation: 'http://environment.data.gov.uk/flood-monitoring/doc/reference',
    version: '0.9',
    comment: 'Status: Beta service',
    hasFormat: [],
    ...extra,
  });

  const stationOfMeasure = (measureId: string) =>
    stations.find((station) => station.measures.some((measure) => measure.id === measureId));

  const wireMeasure = (measure: RainfallMeasure, station: RainfallStation): EaMeasure => ({
    '@id': `${url}/id/measures/${encodeURIComponent(measure.id)}`,
    parameter: 'rainfall',
    parameterName: 'Rainfall',
    period: measure.periodSeconds ?? 900,
    qualifier: measure.qualifier,
    station: `${url}/id/stations/${encodeURIComponent(station.id)}`,
    stationReference: station.reference,
    unitName: measure.unit,
  });

  const wireStation = (station: RainfallStation): EaStation => {
    const body: EaStation = {
      '@id': `${url}/id/stations/${encodeURIComponent(station.id)}`,
      stationReference: station.reference,
      notation: station.notation,
      lat: station.latitude,
      long: station.longitude,
      status: `http://environment.data.gov.uk/flood-monitoring/def/core/${
        STATUS_SEGMENT[station.status] ?? `status${station.status}`
      }`,
      measures: station.measures.map((measure) => {
        // Inside a station the EA leaves out the station fields.
        const {
          station: _station,
          stationReference: _reference,
          ...rest
        } = wireMeasure(measure, station);
        return rest;
      }),
    };
    for (const key of ['label', 'town', 'riverName', 'catchmentName', 'gridReference'] as const) {
      if (station[key] !== undefined) body[key] = station[key];
    }
    if (station.easting !== null) body.easting = station.easting;
    if (station.northing !== null) body.northing = station.northing;
    return body;
  };

  const wireReading = (reading: RainfallReading): EaReading => ({
    '@id': `${url}/data/readings/${encodeURIComponent(reading.measureId)}/${reading.at.replace(/:/g, '-')}`,
    dateTime: reading.at,
    measure: `${url}/id/measures/${encodeURIComponent(reading.measureId)}`,
    value: reading.mm,
  });

  function limitOf(query: URLSearchParams): number {
    const raw = query.get('_limit');
    if (raw === null) return EA_DEFAULT_LIMIT;
    const limit = Number(raw);
    if (!Number.isInteger(limit) || limit < 1) throw new HttpError(400, 'Bad _limit');
    if (limit > EA_MAX_LIMIT) {
      throw new HttpError(400, `_limit ${limit} exceeds the maximum of ${EA_MAX_LIMIT}`);
    }
    return limit;
  }

  function dayOf(iso: string): string {
    return new Date(iso).toISOString().slice(0, 10);
  }

  function selectReadings(measureIds: string[], query: URLSearchParams): RainfallReading[] {
    const wanted = new Set(measureIds);
    let selected = readings.filter((reading) => wanted.has(reading.measureId));
    if (query.has('latest')) {
      const newest = new Map<string, RainfallReading>();
      for (const reading of selected) {
        const seen = newest.get(reading.measureId);
        if (!seen || Date.parse(reading.at) > Date.parse(seen.at)) {
          newest.set(reading.measureId, reading);
        }
      }
      selected = [...newest.values()];
    } else if (query.has('today')) {
      const today = now.toISOString().slice(0, 10);
      selected = selected.filter((reading) => dayOf(reading.at) === today);
    } else if (query.has('date')) {
      const date = query.get('date') ?? '';
      selected = selected.filter((reading) => dayOf(reading.at) === date);
    } else if (query.has('startdate') || query.has('enddate')) {
      const start = query.get('startdate') ?? '0000-00-00';
      const end = query.get('enddate') ?? '9999-99-99';
      selected = selected.filter((reading) => {
        const day = dayOf(reading.at);
        return day >= start && day <= end;
      });
    } else if (query.has('since')) {
      const since = Date.parse(query.get('since') ?? '');
      if (Number.isNaN(since)) throw new HttpError(400, 'Bad since');
      selected = selected.filter((reading) => Date.parse(reading.at) > since);
    }
    const sorted = [...selected].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    if (query.has('_sorted')) sorted.reverse();
    const limit = limitOf(query);
    const offset = Math.max(0, Number(query.get('_offset') ?? 0) || 0);
    return sorted.slice(offset, offset + limit);
  }

  function route(path: string, query: URLSearchParams): object {
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    const [id, kind, key, sub, extra] = segments;
    if (id !== 'id' || extra !== undefined) throw new HttpError(404, 'Not found');
    const parameter = query.get('parameter');
    const rainfallWanted = parameter === null || parameter === 'rainfall';

    if (kind === 'stations' && key === undefined) {
      let found = rainfallWanted ? stations : [];
      const reference = query.get('stationReference');
      if (reference !== null) found = found.filter((station) => station.reference === reference);
      const lat = query.get('lat');
      const long = query.get('long');
      const dist = query.get('dist');
      if (lat !== null && long !== null && dist !== null) {
        const [latitude, longitude, km] = [Number(lat), Number(long), Number(dist)];
        found = found.filter((station) => haversineKm({ latitude, longitude }, station) <= km);
      }
      const limit = limitOf(query);
      return { meta: meta({ limit }), items: found.slice(0, limit).map(wireStation) };
    }

    if (kind === 'stations' && key !== undefined) {
      const station = stations.find((candidate) => candidate.id === key);
      if (!station) throw new HttpError(404, 'Not found');
      if (sub === undefined) return { meta: meta(), items: wireStation(station) };
      if (sub === 'measures') {
        const items = rainfallWanted
          ? station.measures.map((measure) => wireMeasure(measure, station))
          : [];
        return { meta: meta(), items };
      }
      if (sub === 'readings') {
        const ids = rainfallWanted ? station.measures.map((measure) => measure.id) : [];
        return {
          meta: meta({ limit: limitOf(query) }),
          items: selectReadings(ids, query).map(wireReading),
        };
      }
      throw new HttpError(404, 'Not found');
    }

    if (kind === 'measures' && key === undefined) {
      const reference = query.get('stationReference');
      const stationId = query.get('station');
      const qualifier = query.get('qualifier');
      const items = (rainfallWanted ? stations : [])
        .filter((station) => reference === null || station.reference === reference)
        .filter(
          (station) =>
            stationId === null ||
            station.id === stationId ||
            `${url}/id/stations/${encodeURIComponent(station.id)}` === stationId,
        )
        .flatMap((station) =>
          station.measures
            .filter((measure) => qualifier === null || measure.qualifier === qualifier)
            .map((measure) => wireMeasure(measure, station)),
        );
      return { meta: meta(), items };
    }

    if (kind === 'measures' && key !== undefined) {
      const station = stationOfMeasure(key);
      const measure = station?.measures.find((candidate) => candidate.id === key);
      if (!station || !measure) throw new HttpError(404, 'Not found');
      if (sub === undefined) return { meta: meta(), items: wireMeasure(measure, station) };
      if (sub === 'readings') {
        return {
          meta: meta({ limit: limitOf(query) }),
          items: selectReadings([key], query).map(wireReading),
        };
      }
    }
    throw new HttpError(404, 'Not found');
  }

  function answer(response: ServerResponse, status: number, body: string, type: string) {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  }

  const server = createServer((request, response) => {
    const parsed = new URL(request.url ?? '/', 'http://fake');
    requests.push({
      method: request.method ?? '',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
    });
    const injection = injected.shift();
    if (injection?.kind === 'hang') return; // answered by close()
    if (injection?.kind === 'garble') {
      answer(
        response,
        200,
        '{"meta": {"publisher": "Environment Agency"}, "items": [',
        'application/json',
      );
      return;
    }
    if (injection?.kind === 'fail') {
      answer(response, injection.status, `Injected failure ${injection.status}`, 'text/plain');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, 'Method not allowed', 'text/plain');
      return;
    }
    try {
      const body = route(parsed.pathname, parsed.searchParams);
      answer(
        response,
        200,
        JSON.stringify({ '@context': `${url}/meta/context.jsonld`, ...body }),
        'application/json',
      );
    } catch (error) {
      if (error instanceof HttpError) answer(response, error.status, error.message, 'text/plain');
      else answer(response, 500, 'Internal error', 'text/plain');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    requests,
    failNext(count, status) {
      for (let i = 0; i < count; i += 1) injected.push({ kind: 'fail', status });
    },
    hang(count) {
      for (let i = 0; i < count; i += 1) injected.push({ kind: 'hang' });
    },
    garbleNext(count) {
      for (let i = 0; i < count; i += 1) injected.push({ kind: 'garble' });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
