// The EA's shapes as documented (and as the real API varies them) read into ours.
import { describe, expect, it } from 'vitest';
import {
  buildReadingsQuery,
  EA_ATTRIBUTION,
  parseMeasuresBody,
  parseReadingsBody,
  parseStationBody,
  parseStationsBody,
  stationStatusFrom,
} from './wire.ts';

const ROOT = 'http://environment.data.gov.uk/flood-monitoring';
const MEASURE = '3680-rainfall-tipping_bucket_raingauge-t-15_min-mm';

const station = {
  '@id': `${ROOT}/id/stations/50108`,
  easting: 280500,
  lat: 50.432,
  long: -3.686,
  measures: [
    {
      '@id': `${ROOT}/id/measures/50108-rainfall-tipping_bucket_raingauge-t-15_min-mm`,
      parameter: 'rainfall',
      parameterName: 'Rainfall',
      period: 900,
      qualifier: 'Tipping Bucket Raingauge',
      unitName: 'mm',
    },
  ],
  northing: 60400,
  notation: '50108',
  stationReference: '50108',
  status: `${ROOT}/def/core/statusActive`,
};

const ours = {
  id: '50108',
  reference: '50108',
  notation: '50108',
  latitude: 50.432,
  longitude: -3.686,
  easting: 280500,
  northing: 60400,
  status: 'active',
  measures: [
    {
      id: '50108-rainfall-tipping_bucket_raingauge-t-15_min-mm',
      qualifier: 'Tipping Bucket Raingauge',
      periodSeconds: 900,
      unit: 'mm',
    },
  ],
};

describe('parseReadingsBody', () => {
  it('reads the documented sample exactly', () => {
    const sample =
      JSON.parse(`{"meta":{"publisher":"Environment Agency","version":"0.9","limit":100},
 "items":[{"@id":"http://environment.data.gov.uk/flood-monitoring/data/readings/3680-rainfall-tipping_bucket_raingauge-t-15_min-mm/2024-03-23T02-15-00Z",
   "dateTime":"2024-03-23T02:15:00Z",
   "measure":"http://environment.data.gov.uk/flood-monitoring/id/measures/3680-rainfall-tipping_bucket_raingauge-t-15_min-mm","value":5.0}]}`);
    expect(parseReadingsBody(sample)).toEqual({
      ok: true,
      value: [{ measureId: MEASURE, at: '2024-03-23T02:15:00Z', mm: 5 }],
      skipped: 0,
    });
  });

  it('skips and counts readings without a finite numeric value', () => {
    const reading = (value: unknown) => ({
      dateTime: '2024-03-23T02:30:00Z',
      measure: `${ROOT}/id/measures/${MEASURE}`,
      value,
    });
    expect(
      parseReadingsBody({
        '@context': `${ROOT}/meta/context.jsonld`,
        meta: { licence: 'OGL', hasFormat: [] },
        items: [reading(0.2), reading('0.4'), reading(null), reading([0.2, 0.4]), 'x', reading(0)],
      }),
    ).toEqual({
      ok: true,
      value: [
        { measureId: MEASURE, at: '2024-03-23T02:30:00Z', mm: 0.2 },
        { measureId: MEASURE, at: '2024-03-23T02:30:00Z', mm: 0 },
      ],
      skipped: 4,
    });
  });

  it('gives a reason for a body that is not a list of items', () => {
    expect(parseReadingsBody('<html>')).toEqual({
      ok: false,
      reason: 'the readings body must be a JSON object',
    });
    expect(parseReadingsBody(null)).toMatchObject({ ok: false });
    expect(parseReadingsBody({ meta: {} })).toEqual({
      ok: false,
      reason: 'the readings body has no items array',
    });
    expect(parseReadingsBody({ items: { dateTime: 'x' } })).toMatchObject({ ok: false });
  });
});

describe('parseStationsBody and parseStationBody', () => {
  it('read a station list and a single station whose items is an object', () => {
    expect(parseStationsBody({ meta: {}, items: [station] })).toEqual({
      ok: true,
      value: [ours],
      skipped: 0,
    });
    expect(parseStationBody({ meta: {}, items: station })).toEqual({
      ok: true,
      value: ours,
      skipped: 0,
    });
  });

  it('keep a name, town, river, catchment and grid reference only when the EA sends them', () => {
    const named = {
      ...station,
      label: ['Totnes', 'Totnes STW'],
      town: ' Totnes ',
      riverName: 'River Dart',
      catchmentName: '',
      gridReference: 'SX8050060400',
    };
    const parsed = parseStationBody({ items: named });
    expect(parsed).toEqual({
      ok: true,
      value: {
        ...ours,
        label: 'Totnes',
        town: 'Totnes',
        riverName: 'River Dart',
        gridReference: 'SX8050060400',
      },
      skipped: 0,
    });
    expect(parsed.ok && 'catchmentName' in parsed.value).toBe(false);
    expect(parseStationBody({ items: { ...station, label: 'Dartington' } })).toMatchObject({
      value: { label: 'Dartington' },
    });
  });

  it('accept measures as one object, and keep only rainfall measures', () => {
    const [measure] = station.measures;
    expect(parseStationBody({ items: { ...station, measures: measure } })).toMatchObject({
      ok: true,
      value: { measures: ours.measures },
    });
    const level = { '@id': `${ROOT}/id/measures/50108-level`, parameter: 'level' };
    expect(parseStationBody({ items: { ...station, measures: [level, measure] } })).toMatchObject({
      ok: true,
      value: { measures: ours.measures },
    });
    expect(parseStationBody({ items: { ...station, measures: undefined } })).toMatchObject({
      ok: true,
      value: { measures: [] },
    });
  });

  it('skip list stations they cannot place, and refuse a single one with a reason', () => {
    const unplaced = { ...station, '@id': `${ROOT}/id/stations/E1`, lat: '50.4' };
    expect(parseStationsBody({ items: [unplaced, station] })).toEqual({
      ok: true,
      value: [ours],
      skipped: 1,
    });
    expect(parseStationBody({ items: unplaced })).toEqual({
      ok: false,
      reason: 'station E1 has no numeric lat and long',
    });
    expect(parseStationBody({ items: [] })).toEqual({
      ok: false,
      reason: 'the station body has no items object',
    });
    expect(parseStationsBody([station])).toMatchObject({ ok: false });
  });

  it('read the status from its URL', () => {
    expect(stationStatusFrom(`${ROOT}/def/core/statusActive`)).toBe('active');
    expect(stationStatusFrom(`${ROOT}/def/core/statusClosed`)).toBe('closed');
    expect(stationStatusFrom(`${ROOT}/def/core/statusSuspended`)).toBe('suspended');
    expect(stationStatusFrom(`${ROOT}/def/core/statusUkcmf`)).toBe('ukcmf');
    expect(stationStatusFrom(undefined)).toBe('unknown');
  });
});

describe('parseMeasuresBody', () => {
  it('reads the measures list with station references', () => {
    expect(
      parseMeasuresBody({
        items: [
          {
            ...station.measures[0],
            station: `${ROOT}/id/stations/50108`,
            stationReference: '50108',
          },
          { parameter: 'rainfall' },
        ],
      }),
    ).toEqual({
      ok: true,
      value: [{ ...ours.measures[0], stationReference: '50108' }],
      skipped: 1,
    });
  });
});

describe('buildReadingsQuery', () => {
  it('builds each window as the EA documents it', () => {
    expect(buildReadingsQuery({ latest: true })).toEqual({ ok: true, value: 'latest' });
    expect(buildReadingsQuery({ today: true, sorted: true })).toEqual({
      ok: true,
      value: 'today&_sorted',
    });
    expect(buildReadingsQuery({ date: '2024-03-23', limit: 96, offset: 10 })).toEqual({
      ok: true,
      value: 'date=2024-03-23&_limit=96&_offset=10',
    });
    expect(buildReadingsQuery({ startDate: '2024-03-01', endDate: '2024-03-23' })).toEqual({
      ok: true,
      value: 'startdate=2024-03-01&enddate=2024-03-23',
    });
    expect(buildReadingsQuery({ since: '2024-03-23T02:15:00Z' })).toEqual({
      ok: true,
      value: 'since=2024-03-23T02%3A15%3A00Z',
    });
  });

  it('clamps the limit to 1..10000', () => {
    expect(buildReadingsQuery({ latest: true, limit: 50_000 })).toEqual({
      ok: true,
      value: 'latest&_limit=10000',
    });
    expect(buildReadingsQuery({ latest: true, limit: 0 })).toEqual({
      ok: true,
      value: 'latest&_limit=1',
    });
  });

  it('refuses a query that is not exactly one valid window', () => {
    expect(buildReadingsQuery({ date: '23/03/2024' })).toEqual({
      ok: false,
      reason: 'date must be YYYY-MM-DD',
    });
    expect(buildReadingsQuery({ startDate: '2024-03-23', endDate: '2024-03-01' })).toMatchObject({
      ok: false,
    });
    expect(buildReadingsQuery({ since: 'yesterday' })).toMatchObject({ ok: false });
    // Types forbid these; callers in plain JS or with casts still get a reason.
    expect(buildReadingsQuery({} as never)).toMatchObject({ ok: false });
    expect(buildReadingsQuery({ latest: true, date: '2024-03-23' } as never)).toMatchObject({
      ok: false,
    });
  });
});

it('carries the attribution text the licence asks for', () => {
  expect(EA_ATTRIBUTION).toBe(
    'This uses Environment Agency rainfall data from the real-time data API (Beta)',
  );
});
