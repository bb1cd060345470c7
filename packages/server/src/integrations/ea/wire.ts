// Environment Agency flood-monitoring API, rainfall only (docs integrations.md,
// "Environment Agency flood-monitoring API (rainfall)"): the JSON shapes the EA
// answers with, parsers that turn them into ours, and the readings query. No I/O.
//
// The API is a Beta service with loose shapes, so parsing is lenient where it can
// be and strict only where it must: a body that is not `{ items: … }` is a reason
// (the client treats it as an outage, so callers fall back to cached data), while
// one odd item in a list is skipped and counted, never a reason to lose the rest.
// Real responses also carry `@context` and more `meta`; extra fields are ignored.

export const EA_DEFAULT_ROOT = 'https://environment.data.gov.uk/flood-monitoring';

/** Required wherever EA data is shown (Open Government Licence). */
export const EA_ATTRIBUTION =
  'This uses Environment Agency rainfall data from the real-time data API (Beta)';

/** The most readings one call may ask for; the API refuses more with 400. */
export const EA_MAX_LIMIT = 10_000;
/** What the API returns when no `_limit` is given. */
export const EA_DEFAULT_LIMIT = 500;

// ---------------------------------------------------------------------------
// The EA's shapes

export interface EaMeta {
  publisher?: string;
  licence?: string;
  documentation?: string;
  version?: string;
  comment?: string;
  hasFormat?: string[];
  limit?: number;
  [key: string]: unknown;
}

/** A list endpoint's body. */
export interface EaListBody<Item> {
  '@context'?: string;
  meta?: EaMeta;
  items: Item[];
}

/** A single-item endpoint's body: `items` is the object itself, not an array. */
export interface EaItemBody<Item> {
  '@context'?: string;
  meta?: EaMeta;
  items: Item;
}

export interface EaMeasure {
  /** Absolute URL ending in the measure id. */
  '@id': string;
  parameter?: string;
  parameterName?: string;
  /** Seconds; 900 for the 15-minute rain gauges. */
  period?: number;
  qualifier?: string;
  unitName?: string;
  /** The station's URL (on the measures endpoints). */
  station?: string;
  stationReference?: string;
  [key: string]: unknown;
}

export interface EaStation {
  /** Absolute URL ending in the station id. */
  '@id': string;
  stationReference: string;
  notation?: string;
  /** Rainfall stations usually have none; a few stations send a list of names. */
  label?: string | string[];
  town?: string;
  riverName?: string;
  catchmentName?: string;
  gridReference?: string;
  lat: number;
  long: number;
  easting?: number;
  northing?: number;
  /** A URL such as …/def/core/statusActive. */
  status?: string;
  /** Usually an array; one object on some stations. */
  measures?: EaMeasure | EaMeasure[];
  [key: string]: unknown;
}

export interface EaReading {
  '@id'?: string;
  dateTime: string;
  /** The measure's absolute URL. */
  measure: string;
  /** mm of rain in the 15 minutes that end at `dateTime`. */
  value: number;
}

// ---------------------------------------------------------------------------
// Ours

export type RainfallStationStatus = 'active' | 'closed' | 'suspended' | 'ukcmf' | (string & {});

export interface RainfallMeasure {
  /** "3680-rainfall-tipping_bucket_raingauge-t-15_min-mm". */
  id: string;
  /** Present on the measures endpoints, not inside a station. */
  stationReference?: string;
  /** "Tipping Bucket Raingauge"; '' when the EA sent none. */
  qualifier: string;
  /** 900 for 15-minute totals; null when the EA sent none. */
  periodSeconds: number | null;
  /** "mm"; '' when the EA sent none. */
  unit: string;
}

export interface RainfallStation {
  /** The last segment of the station's URL (what the single-station endpoints take). */
  id: string;
  reference: string;
  notation: string;
  latitude: number;
  longitude: number;
  /** British National Grid metres; null when the EA sent none. */
  easting: number | null;
  northing: number | null;
  /** From the status URL ("statusActive" → "active"); 'unknown' when there is none. */
  status: RainfallStationStatus;
  /** Rainfall measures only. */
  measures: RainfallMeasure[];
  // Descriptive fields the EA sends for some stations only: set only when present.
  /** A name ("Totnes"); most rain gauges have none. */
  label?: string;
  town?: string;
  riverName?: string;
  catchmentName?: string;
  /** Ordnance Survey grid reference ("SX8060060400"). */
  gridReference?: string;
}

export interface RainfallReading {
  measureId: string;
  /** ISO 8601, as the EA sent it: the end of the 15-minute period. */
  at: string;
  /** Rain in that period. */
  mm: number;
}

/** `skipped`: list items that could not be read and were left out. */
export type ParseResult<T> =
  { ok: true; value: T; skipped: number } | { ok: false; reason: string };

// ---------------------------------------------------------------------------
// Parsing

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The last path segment of an EA URL ("…/id/stations/50108" → "50108"). */
export function lastSegment(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** "…/def/core/statusActive" → "active", "…/statusUkcmf" → "ukcmf". */
export function stationStatusFrom(url: string | undefined): RainfallStationStatus {
  if (!url) return 'unknown';
  return (
    lastSegment(url)
      .replace(/^status/i, '')
      .toLowerCase() || 'unknown'
  );
}

/** Why an item cannot be read, or its value. */
type ItemResult<T> = { ok: true; value: T } | { ok: false; reason: string };

function measureFrom(json: unknown): ItemResult<RainfallMeasure> {
  if (!isObject(json)) return { ok: false, reason: 'a measure must be an object' };
  const url = text(json['@id']);
  const id = url ? lastSegment(url) : '';
  if (!id) return { ok: false, reason: 'a measure has no @id' };
  const measure: RainfallMeasure = {
    id,
    qualifier: text(json.qualifier) ?? '',
    periodSeconds: finite(json.period) ?? null,
    unit: text(json.unitName) ?? '',
  };
  const reference = text(json.stationReference);
  if (reference !== undefined) measure.stationReference = reference;
  return { ok: true, value: measure };
}

/** A station's own measures, rainfall only (stations can measure more than one thing). */
function stationMeasures(json: unknown): RainfallMeasure[] {
  const list = Array.isArray(json) ? json : json === undefined ? [] : [json];
  const measures: RainfallMeasure[] = [];
  for (const entry of list) {
    if (isObject(entry) && entry.parameter !== undefined && entry.parameter !== 'rainfall') {
      continue;
    }
    const measure = measureFrom(entry);
    if (measure.ok) measures.push(measure.value);
  }
  return measures;
}

function stationFrom(json: unknown): ItemResult<RainfallStation> {
  if (!isObject(json)) return { ok: false, reason: 'a station must be an object' };
  const url = text(json['@id']);
  const id = url ? lastSegment(url) : '';
  if (!id) return { ok: false, reason: 'a station has no @id' };
  const reference = text(json.stationReference) ?? text(json.notation);
  if (!reference) return { ok: false, reason: `station ${id} has no stationReference` };
  const latitude = finite(json.lat);
  const longitude = finite(json.long);
  if (latitude === undefined || longitude === undefined) {
    return { ok: false, reason: `station ${id} has no numeric lat and long` };
  }
  const station: RainfallStation = {
    id,
    reference,
    notation: text(json.notation) ?? reference,
    latitude,
    longitude,
    easting: finite(json.easting) ?? null,
    northing: finite(json.northing) ?? null,
    status: stationStatusFrom(text(json.status)),
    measures: stationMeasures(json.measures),
  };
  // The EA sends a label as a list of names on a few stations: the first one names it.
  const label = Array.isArray(json.label) ? text(json.label[0]) : text(json.label);
  const descriptive = {
    label,
    town: text(json.town),
    riverName: text(json.riverName),
    catchmentName: text(json.catchmentName),
    gridReference: text(json.gridReference),
  };
  for (const [key, value] of Object.entries(descriptive)) {
    if (value !== undefined && value.trim() !== '') {
      station[key as keyof typeof descriptive] = value.trim();
    }
  }
  return { ok: true, value: station };
}

function readingFrom(json: unknown): ItemResult<RainfallReading> {
  if (!isObject(json)) return { ok: false, reason: 'a reading must be an object' };
  const measure = text(json.measure);
  const measureId = measure ? lastSegment(measure) : '';
  const at = text(json.dateTime);
  const mm = finite(json.value);
  if (!measureId || !at || Number.isNaN(Date.parse(at)) || mm === undefined) {
    return { ok: false, reason: 'a reading needs measure, dateTime and a numeric value' };
  }
  return { ok: true, value: { measureId, at, mm } };
}

function listOf<T>(
  json: unknown,
  what: string,
  read: (item: unknown) => ItemResult<T>,
): ParseResult<T[]> {
  if (!isObject(json)) return { ok: false, reason: `the ${what} body must be a JSON object` };
  if (!Array.isArray(json.items)) {
    return { ok: false, reason: `the ${what} body has no items array` };
  }
  const value: T[] = [];
  let skipped = 0;
  for (const item of json.items) {
    const result = read(item);
    if (result.ok) value.push(result.value);
    else skipped += 1;
  }
  return { ok: true, value, skipped };
}

/** `{ root }/id/stations?parameter=rainfall…`. Stations that cannot be read are skipped. */
export function parseStationsBody(json: unknown): ParseResult<RainfallStation[]> {
  return listOf(json, 'stations', stationFrom);
}

/** `{ root }/id/stations/{id}`: `items` is one object. */
export function parseStationBody(json: unknown): ParseResult<RainfallStation> {
  if (!isObject(json)) return { ok: false, reason: 'the station body must be a JSON object' };
  // Tolerate a one-element array too: the EA is not always consistent.
  const item = Array.isArray(json.items) && json.items.length === 1 ? json.items[0] : json.items;
  if (!isObject(item)) return { ok: false, reason: 'the station body has no items object' };
  const station = stationFrom(item);
  return station.ok ? { ...station, skipped: 0 } : station;
}

/** `{ root }/id/measures…` and `{ root }/id/stations/{id}/measures`. */
export function parseMeasuresBody(json: unknown): ParseResult<RainfallMeasure[]> {
  return listOf(json, 'measures', measureFrom);
}

/** Any readings endpoint. Readings without a finite numeric value are skipped and counted. */
export function parseReadingsBody(json: unknown): ParseResult<RainfallReading[]> {
  return listOf(json, 'readings', readingFrom);
}

// ---------------------------------------------------------------------------
// The readings query

type Window =
  | { latest: true; today?: never; date?: never; startDate?: never; endDate?: never; since?: never }
  | { today: true; latest?: never; date?: never; startDate?: never; endDate?: never; since?: never }
  | {
      /** YYYY-MM-DD (UTC). */
      date: string;
      latest?: never;
      today?: never;
      startDate?: never;
      endDate?: never;
      since?: never;
    }
  | {
      /** YYYY-MM-DD, both inclusive. */
      startDate: string;
      endDate: string;
      latest?: never;
      today?: never;
      date?: never;
      since?: never;
    }
  | {
      /** An ISO date-time: readings strictly after it. */
      since: string;
      latest?: never;
      today?: never;
      date?: never;
      startDate?: never;
      endDate?: never;
    };

/** Exactly one window, plus paging. */
export type ReadingsQuery = Window & {
  /** Newest first. */
  sorted?: boolean;
  /** Clamped to 1..10000; the API's default is 500. */
  limit?: number;
  offset?: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Clamp a `_limit` to what the API accepts. */
export function clampLimit(limit: number): number {
  if (!Number.isFinite(limit)) return EA_MAX_LIMIT;
  return Math.min(EA_MAX_LIMIT, Math.max(1, Math.floor(limit)));
}

/**
 * The query string (without '?') for a readings call, or why the query is not
 * one the API understands. `latest`, `today` and `_sorted` are bare flags, as the
 * EA documents them.
 */
export function buildReadingsQuery(
  query: ReadingsQuery,
): { ok: true; value: string } | { ok: false; reason: string } {
  const parts: string[] = [];
  const windows = [
    query.latest,
    query.today,
    query.date,
    query.startDate ?? query.endDate,
    query.since,
  ].filter((part) => part !== undefined);
  if (windows.length !== 1) {
    return {
      ok: false,
      reason: 'give exactly one of latest, today, date, startDate and endDate, since',
    };
  }
  if (query.latest) parts.push('latest');
  else if (query.today) parts.push('today');
  else if (query.date !== undefined) {
    if (!isDate(query.date)) return { ok: false, reason: 'date must be YYYY-MM-DD' };
    parts.push(`date=${query.date}`);
  } else if (query.startDate !== undefined || query.endDate !== undefined) {
    if (!query.startDate || !query.endDate || !isDate(query.startDate) || !isDate(query.endDate)) {
      return { ok: false, reason: 'startDate and endDate must both be YYYY-MM-DD' };
    }
    if (query.startDate > query.endDate) {
      return { ok: false, reason: 'startDate must not be after endDate' };
    }
    parts.push(`startdate=${query.startDate}`, `enddate=${query.endDate}`);
  } else if (query.since !== undefined) {
    if (Number.isNaN(Date.parse(query.since))) {
      return { ok: false, reason: 'since must be an ISO date-time' };
    }
    parts.push(`since=${encodeURIComponent(query.since)}`);
  } else {
    return { ok: false, reason: 'latest and today must be true when given' };
  }
  if (query.sorted) parts.push('_sorted');
  if (query.limit !== undefined) parts.push(`_limit=${clampLimit(query.limit)}`);
  if (query.offset !== undefined && query.offset > 0 && Number.isFinite(query.offset)) {
    parts.push(`_offset=${Math.floor(query.offset)}`);
  }
  return { ok: true, value: parts.join('&') };
}
